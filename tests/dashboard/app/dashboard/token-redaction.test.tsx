import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricsPage } from '@/dashboard/app/dashboard/metrics-page';
import { createClient } from '@/sdk';
import { json, routeFetch, TEST_BASE_URL } from '../../../support/route-fetch';
import { sdkWrapper } from '../../support/providers';
import { DANA } from '../../support/users';

// A server that echoes the request in its error message must not put the session token on screen:
// the SDK redacts it from the error before the dashboard's alert shows the message.
const TOKEN = 'tok_session_7c4e91ab20';

describe('the metrics error alert never shows the token', () => {
  it('a 500 whose message echoes "Authorization: Bearer <token>" is shown without the token', async () => {
    const { fetch } = routeFetch({
      'GET /api/v1/metrics/security/me': () =>
        json({ message: `upstream failure for request with Authorization: Bearer ${TOKEN}` }, 500),
    });
    const client = createClient({
      baseUrl: TEST_BASE_URL,
      fetch,
      retry: false,
      auth: { type: 'Bearer', token: TOKEN },
    });
    render(<MetricsPage user={DANA} loginRequiredView={<p>Login required view</p>} />, {
      wrapper: sdkWrapper(client),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authorization: Bearer [REDACTED]');
    expect(alert.textContent).not.toContain(TOKEN);
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });
});
