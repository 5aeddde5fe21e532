import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'hang';

export interface FaultProxy {
  /** `127.0.0.1:<port>` of the proxy, to put in an address instead of the real one. */
  host: string;
  port: number;
  /**
   * pass: bytes go through; refuse: the port is closed and every connection cut (a server that
   * stopped); hang: connections are taken and nothing is ever answered (a server that hangs).
   */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (Postgres, S3), that a test stops or hangs
 * as the real one would be: the server under test sees a dependency that refuses connections,
 * or that takes them and never answers, without the real one being touched (other processes
 * keep using it).
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: ProxyMode = 'pass';
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const listen = async () => {
    server = createServer((client) => {
      track(client);
      if (mode === 'hang') return; // taken, never answered
      const upstream = connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  };

  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    await new Promise<void>((resolve) => {
      closing.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  };

  /** Connections that pass bytes: in hang mode, what flows on them stops too. */
  const freeze = () => {
    for (const socket of sockets) {
      socket.unpipe();
      socket.pause();
    }
  };

  await listen();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') await stop();
      else if (previous === 'refuse') await listen();
      if (next === 'hang') freeze();
      if (previous === 'hang') for (const socket of sockets) socket.destroy();
    },
    async close() {
      mode = 'refuse';
      await stop();
    },
  };
}
