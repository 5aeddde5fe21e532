import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Backups encrypted with a passphrase (BACKUP_PASSPHRASE): AES-256-GCM with a key derived by
 * scrypt from the passphrase and a random salt, in chunks of 64 KiB, each authenticated on its
 * own with its number and whether it is the last in the authenticated data, so a large backup is
 * written and read as a stream, and a chunk changed, moved, dropped or a file cut short is
 * refused when it is read.
 *
 * The file: `IA-BACKUP-AES256GCM\n`, a byte of format version, scrypt's cost (log2 N), r and p,
 * the salt (16 bytes), a check of the key (HMAC-SHA256 of the header, with a second key derived
 * beside the first: a wrong passphrase is told apart from a damaged file), then the chunks: the
 * ciphertext's length (4 bytes; its top bit marks the last chunk), the nonce (12 bytes), the
 * ciphertext and its tag (16 bytes).
 */
export const ENCRYPTED_MAGIC = Buffer.from('IA-BACKUP-AES256GCM\n');
const FORMAT = 1;
const SALT_BYTES = 16;
const CHECK_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024;
const LAST = 0x8000_0000;
/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MiB of memory, up to a second a derivation. */
const COST = { log2N: 15, r: 8, p: 1 };
export const ENCRYPTED_HEADER_BYTES = ENCRYPTED_MAGIC.length + 4 + SALT_BYTES + CHECK_BYTES;

/** The passphrase does not open the backup (told apart from a damaged file by the key check). */
export class WrongPassphraseError extends Error {}
/** A chunk does not authenticate, or the file is cut short or has more after its end. */
export class DamagedError extends Error {}

function deriveKeys(
  passphrase: string,
  salt: Buffer,
  cost: typeof COST,
): Promise<{ key: Buffer; checkKey: Buffer }> {
  return new Promise((resolve, reject) => {
    const N = 2 ** cost.log2N;
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      64,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, derived) =>
        error
          ? reject(error)
          : resolve({ key: derived.subarray(0, 32), checkKey: derived.subarray(32) }),
    );
  });
}

const checkOf = (checkKey: Buffer, header: Buffer) =>
  createHmac('sha256', checkKey).update(header).digest();

/** The authenticated data of chunk `index`: its number and whether it is the last. */
function chunkData(index: number, last: boolean): Buffer {
  const data = Buffer.alloc(9);
  data.writeBigUInt64BE(BigInt(index));
  data[8] = last ? 1 : 0;
  return data;
}

/** A stream that encrypts what is written to it, its header first. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const { key, checkKey } = await deriveKeys(passphrase, salt, COST);
  const start = Buffer.concat([
    ENCRYPTED_MAGIC,
    Buffer.from([FORMAT, COST.log2N, COST.r, COST.p]),
    salt,
  ]);
  let pending: Buffer[] = [];
  let size = 0;
  let index = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(chunkData(index, last));
    index += 1;
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE((sealed.length | (last ? LAST : 0)) >>> 0);
    return Buffer.concat([length, nonce, sealed, cipher.getAuthTag()]);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= CHUNK_BYTES) {
        let all = Buffer.concat(pending);
        while (all.length >= CHUNK_BYTES) {
          this.push(seal(all.subarray(0, CHUNK_BYTES), false));
          all = all.subarray(CHUNK_BYTES);
        }
        pending = [all];
        size = all.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
  stream.push(Buffer.concat([start, checkOf(checkKey, start)]));
  return stream;
}

/** Whether `file` starts as an encrypted backup. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * A stream that decrypts an encrypted backup read from its first byte after the header,
 * checking every chunk; the header of `file` is read and the passphrase checked first.
 */
export async function decryptingStream(file: string, passphrase: string): Promise<Transform> {
  const handle = await open(file, 'r');
  const header = Buffer.alloc(ENCRYPTED_HEADER_BYTES);
  try {
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    if (bytesRead < header.length) throw new DamagedError('it is cut short');
  } finally {
    await handle.close();
  }
  const start = header.subarray(0, ENCRYPTED_HEADER_BYTES - CHECK_BYTES);
  const at = ENCRYPTED_MAGIC.length;
  if (header[at] !== FORMAT) throw new DamagedError(`its encryption format is ${header[at]}`);
  const cost = { log2N: header[at + 1]!, r: header[at + 2]!, p: header[at + 3]! };
  if (cost.log2N > 22 || cost.r > 32 || cost.p > 16) {
    throw new DamagedError('its key derivation settings are out of bounds');
  }
  const { key, checkKey } = await deriveKeys(passphrase, header.subarray(at + 4, at + 20), cost);
  if (!timingSafeEqual(checkOf(checkKey, start), header.subarray(start.length))) {
    throw new WrongPassphraseError('the passphrase does not open it');
  }
  let buffered: Buffer = Buffer.alloc(0);
  let index = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      try {
        while (buffered.length >= 4) {
          if (ended) throw new DamagedError('it has more after its end');
          const word = buffered.readUInt32BE(0);
          const last = (word & LAST) !== 0;
          const length = word & ~LAST;
          if (length > CHUNK_BYTES + TAG_BYTES) throw new DamagedError(`chunk ${index} is damaged`);
          const whole = 4 + NONCE_BYTES + length + TAG_BYTES;
          if (buffered.length < whole) break;
          const decipher = createDecipheriv('aes-256-gcm', key, buffered.subarray(4, 16));
          decipher.setAAD(chunkData(index, last));
          decipher.setAuthTag(buffered.subarray(16 + length, whole));
          let plain: Buffer;
          try {
            plain = Buffer.concat([
              decipher.update(buffered.subarray(16, 16 + length)),
              decipher.final(),
            ]);
          } catch {
            throw new DamagedError(`chunk ${index} does not match its authentication tag`);
          }
          index += 1;
          ended = last;
          buffered = buffered.subarray(whole);
          if (plain.length > 0) this.push(plain);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!ended || buffered.length > 0) {
        callback(new DamagedError(ended ? 'it has more after its end' : 'it is cut short'));
      } else callback();
    },
  });
}
