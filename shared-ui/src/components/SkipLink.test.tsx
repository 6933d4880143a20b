import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves the focus to the main content, past the menu', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    render(
      <AppProviders>
        <SkipLink />
        <nav>
          <a href="/formations">Formations</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">Dans la page</button>
        </main>
      </AppProviders>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dans la page' })).toHaveFocus();
  });
});
