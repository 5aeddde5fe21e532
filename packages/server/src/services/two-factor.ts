import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  passwordConfirmSchema,
  RECOVERY_CODE_COUNT,
  twoFactorCodeSchema,
  type TwoFactorSetup,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import { ApiError, validationFailed } from '../errors.js';
import { recordAudit } from './audit.js';
import { parseBody, type AuthService, type RequestInfo, type SignedIn } from './auth.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';

/** Letters and digits of recovery codes: none that look alike (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: ten characters (about 49 bits) shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The otpauth address as a QR code, drawn here as SVG by `qrcode` (no outside service sees the
 * secret; loaded when first needed, not at every start).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * Two-factor sign-in of one's own account: set up with a QR code, confirmed with a code (it is
 * on from then, with ten single-use recovery codes), new recovery codes, turned off. Every step
 * that could take over an account asks for the password again, counted like a sign-in.
 */
export function createTwoFactorService(deps: {
  repositories: Repositories;
  auth: AuthService;
  siteName: string;
  now?: () => Date;
}) {
  const { repositories, auth, siteName } = deps;
  const now = deps.now ?? (() => new Date());

  async function confirmPassword(signedIn: SignedIn, body: unknown, request: RequestInfo) {
    const { password } = parseBody(passwordConfirmSchema, body, 'Enter your password');
    const right = await auth.attempt(signedIn.email, request.address, () =>
      auth.passwordMatches(signedIn.user, password),
    );
    if (!right) {
      const message = 'The password is not correct';
      throw validationFailed(message, { password: message });
    }
  }

  async function newRecoveryCodes(userId: number, at: Date): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repositories.twoFactor.replaceRecoveryCodes(
      userId,
      codes.map((code) => auth.recoveryCodeHash(code)),
      at.toISOString(),
    );
    return codes;
  }

  return {
    /** `POST /api/auth/two-factor/setup` `{ password }`: a new secret, not on until confirmed. */
    async begin(signedIn: SignedIn, body: unknown, request: RequestInfo): Promise<TwoFactorSetup> {
      await confirmPassword(signedIn, body, request);
      if (signedIn.user.totpSecret) {
        throw conflict('Two-factor sign-in is on already: turn it off first to use another app');
      }
      const secret = newTotpSecret();
      await repositories.users.update(signedIn.userId, { totpPendingSecret: secret });
      const url = otpauthUrl(secret, signedIn.email, siteName);
      return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
    },

    /** `POST /api/auth/two-factor/confirm` `{ code }`: on, with ten recovery codes. */
    async confirm(
      signedIn: SignedIn,
      body: unknown,
      request: RequestInfo,
    ): Promise<{ recoveryCodes: string[] }> {
      const { code } = parseBody(twoFactorCodeSchema, body, 'Enter the code');
      const user = (await repositories.users.findById(signedIn.userId))!;
      if (user.totpSecret) throw conflict('Two-factor sign-in is on already');
      if (!user.totpPendingSecret) {
        throw conflict('Start the set-up first: the QR code comes with it');
      }
      const at = now();
      const step = matchTotp(user.totpPendingSecret, code, at.getTime());
      if (step === undefined) {
        const message = 'The code is not correct: enter the code the app shows now';
        throw validationFailed(message, { code: message });
      }
      let codes: string[] = [];
      await repositories.transaction(async (r) => {
        await r.users.update(user.id, {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpLastStep: step,
        });
        codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await r.twoFactor.replaceRecoveryCodes(
          user.id,
          codes.map((c) => auth.recoveryCodeHash(c)),
          at.toISOString(),
        );
        await recordAudit(r, at, 'two_factor_enabled', {
          actor: user,
          target: user,
          address: request.address,
        });
      });
      return { recoveryCodes: codes };
    },

    /** `POST /api/auth/two-factor/recovery-codes` `{ password }`: ten new ones, the old ones void. */
    async renewRecoveryCodes(
      signedIn: SignedIn,
      body: unknown,
      request: RequestInfo,
    ): Promise<{ recoveryCodes: string[] }> {
      await confirmPassword(signedIn, body, request);
      if (!signedIn.user.totpSecret) throw conflict('Two-factor sign-in is not on');
      const at = now();
      const codes = await newRecoveryCodes(signedIn.userId, at);
      await recordAudit(repositories, at, 'recovery_codes_created', {
        actor: signedIn.user,
        target: signedIn.user,
        address: request.address,
      });
      return { recoveryCodes: codes };
    },

    /** `POST /api/auth/two-factor/disable` `{ password }`, unless required for everyone. */
    async disable(signedIn: SignedIn, body: unknown, request: RequestInfo): Promise<void> {
      await confirmPassword(signedIn, body, request);
      if (await auth.requireTwoFactorForAll()) {
        throw conflict('An administrator requires two-factor sign-in for every account');
      }
      const at = now();
      await repositories.transaction(async (r) => {
        await r.users.update(signedIn.userId, {
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
        });
        await r.twoFactor.replaceRecoveryCodes(signedIn.userId, null, at.toISOString());
        await recordAudit(r, at, 'two_factor_disabled', {
          actor: signedIn.user,
          target: signedIn.user,
          address: request.address,
        });
      });
    },
  };
}
