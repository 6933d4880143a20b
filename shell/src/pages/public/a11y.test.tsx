import axe from 'axe-core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import AccessibilityStatementPage from './AccessibilityStatementPage';
import EmailVerificationPage from './EmailVerificationPage';
import LegalPage from './LegalPage';
import LoginPage from './LoginPage';
import NotFoundPage from './NotFoundPage';
import PasswordResetPage from './PasswordResetPage';
import PasswordResetRequestPage from './PasswordResetRequestPage';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';

/** Serious and critical axe violations (colour contrast needs a real browser: checked end to end). */
async function seriousViolations(root: HTMLElement) {
  // Inside act: MUI transitions finish while axe runs.
  let results: axe.AxeResults | undefined;
  await act(async () => {
    results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  });
  if (!results) throw new Error('axe did not run');
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const pages: [string, ReactElement, string, string][] = [
  ['login', <LoginPage key="login" />, '/authentification', '/authentification'],
  ['reset request', <PasswordResetRequestPage key="request" />, '/reinitialisation', '/reinitialisation'],
  [
    'reset confirmation',
    <PasswordResetPage key="reset" />,
    '/reinitialisation-mot-de-passe',
    '/reinitialisation-mot-de-passe?token=t&email=a%40b.fr',
  ],
  ['email verification', <EmailVerificationPage key="verify" />, '/verification-email', '/verification-email?id=1&token=t'],
  ['legal information', <LegalPage key="legal" />, '/informations-legales', '/informations-legales'],
  [
    'accessibility statement',
    <AccessibilityStatementPage key="statement" />,
    '/declaration-d-accessibilite',
    '/declaration-d-accessibilite',
  ],
  ['404', <NotFoundPage key="404" />, '*', '/inconnue'],
];

describe('public pages accessibility', () => {
  it.each(pages)('the %s page has no serious axe violation', async (_name, page, path, entry) => {
    mockApi({ 'POST /api/email/verify': () => json({ message: 'Email vérifié.' }) });
    const { container } = renderWithProviders(page, { path, entry });
    if (path === '/verification-email') await screen.findByText('Email vérifié.');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('the account-creation dialog has no serious axe violation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/authentification' });
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });
});
