import net from 'node:net';

export type TcpProxy = {
  /** host:port to connect to instead of the target. */
  address: string;
  /** The target lost: open connections are reset and new ones refused. */
  cut: () => Promise<void>;
  /** The target back, on the same address. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP proxy on the loopback to `target` (host:port) that a test can cut off and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  const cut = async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  return { address: `127.0.0.1:${port}`, cut, restore: () => listen(port), close: cut };
}
