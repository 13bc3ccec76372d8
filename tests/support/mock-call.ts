// One call to the mock as a test makes it: a JSON body sent as JSON, a scenario picked with `Prefer`,
// and the answer read whole, its body parsed when it is JSON (else its text).

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Json = any;

export interface MockAnswer {
  status: number;
  body: Json;
  text: string;
}

export async function callMock(
  url: string,
  {
    method = 'GET',
    scenario,
    body,
    token,
  }: { method?: string; scenario?: string; body?: unknown; token?: string } = {},
): Promise<MockAnswer> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (scenario !== undefined) headers.prefer = `example=${scenario}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Json;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, text };
}
