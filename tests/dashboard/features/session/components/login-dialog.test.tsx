import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_DIALOG_TEXTS, LoginDialog } from '@/dashboard/features/session/components/login-dialog';
import { ApiError, NetworkError } from '@/sdk';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

type SignIn = (email: string, password: string) => Promise<void>;

/** A page with a button that opens the dialog, as the 'login' link does. */
function Page({ onSignIn }: { onSignIn: SignIn }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the login dialog
      </button>
      {open && <LoginDialog onSignIn={onSignIn} onDismiss={() => setOpen(false)} />}
    </>
  );
}

async function openDialog(onSignIn: SignIn = vi.fn<SignIn>(async () => {})) {
  const user = userEvent.setup();
  render(<Page onSignIn={onSignIn} />);
  await user.click(screen.getByRole('button', { name: 'Open the login dialog' }));
  const dialog = screen.getByRole('dialog', { name: LOGIN_DIALOG_TEXTS.title });
  return { user, dialog, onSignIn };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

const apiError = (message: string) =>
  new ApiError({ status: 401, body: { message }, method: 'POST', path: '/api/v1/credentials/login' });

describe('login dialog', () => {
  it('opens as a modal dialog with the keyboard focus on the e-mail field', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mail'));
  });

  it('empty fields show their messages under the fields, tied to them, and nothing is sent', async () => {
    const { user, onSignIn } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail', description: LOGIN_DIALOG_TEXTS.emailRequired })).toBeTruthy();
    // A password field has no role to query by description: follow its aria-describedby instead.
    const passwordErrorId = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(passwordErrorId)?.textContent).toBe(LOGIN_DIALOG_TEXTS.passwordRequired);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('an e-mail address that is not valid is refused with its own message', async () => {
    const { user, onSignIn } = await openDialog();
    await fillAndSubmit(user, 'dana.whitfield@acme', 'correct horse');
    expect(screen.getByRole('textbox', { name: 'E-mail', description: LOGIN_DIALOG_TEXTS.emailInvalid })).toBeTruthy();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the typed credentials and shows a submitting state until the sign-in settles', async () => {
    const signIn = deferred();
    const { user, onSignIn } = await openDialog(vi.fn<SignIn>(() => signIn.promise));
    await fillAndSubmit(user, 'dana.whitfield@acme-payments.com', 'correct horse');
    expect(onSignIn).toHaveBeenCalledWith('dana.whitfield@acme-payments.com', 'correct horse');
    const submitting = screen.getByRole('button', { name: 'Logging in…' });
    expect(submitting.getAttribute('aria-disabled')).toBe('true');
    // A second submission while the first is under way sends nothing.
    await user.click(submitting);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    signIn.resolve();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("a refused sign-in shows the server's message in an alert inside the dialog", async () => {
    const { user, dialog } = await openDialog(vi.fn<SignIn>(async () => Promise.reject(apiError('Bad credentials'))));
    await fillAndSubmit(user, 'dana.whitfield@acme-payments.com', 'wrong');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bad credentials');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-disabled')).toBe('false');
  });

  it("the server's message is shown as text, never as markup", async () => {
    const hostile = '<img src=x onerror="alert(1)">Locked';
    const { user, dialog } = await openDialog(vi.fn<SignIn>(async () => Promise.reject(apiError(hostile))));
    await fillAndSubmit(user, 'dana.whitfield@acme-payments.com', 'wrong');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(hostile);
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('a sign-in that cannot reach the server shows a message of its own', async () => {
    const failure = new NetworkError({ method: 'POST', path: '/api/v1/credentials/login', reason: 'ECONNREFUSED' });
    const { user, dialog } = await openDialog(vi.fn<SignIn>(async () => Promise.reject(failure)));
    await fillAndSubmit(user, 'dana.whitfield@acme-payments.com', 'correct horse');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LOGIN_DIALOG_TEXTS.unreachable);
  });

  it('Escape closes the dialog and returns the focus to the control that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the login dialog' }));
  });

  it('Cancel closes the dialog without signing in', async () => {
    const { user, onSignIn } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('Tab and Shift+Tab keep the focus inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByLabelText('E-mail');
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    await user.tab(); // password
    await user.tab(); // Cancel
    await user.tab(); // Log in
    expect(document.activeElement).toBe(submit);
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });
});
