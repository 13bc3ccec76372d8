// A server that answers every request the same way, for the runs that must not pass by accident.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startStubServer(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    answer(request, response);
  });
  return { ...(await listenOnLoopback(server)), requestCount: () => requests };
}

/** Listens on a free loopback port; `stop` closes the server and every open connection. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
