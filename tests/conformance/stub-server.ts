// A server that answers every request the same way, for the runs that must not pass by accident.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startStubServer(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestCount: () => requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
