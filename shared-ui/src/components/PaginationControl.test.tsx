import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { PaginationControl } from './PaginationControl';

function renderControl(page: number, lastPage: number) {
  const onChange = jest.fn();
  render(
    <AppProviders>
      <PaginationControl page={page} lastPage={lastPage} onChange={onChange} />
    </AppProviders>,
  );
  return onChange;
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('PaginationControl', () => {
  it('renders the page window inside a labelled navigation, marking the current page', () => {
    renderControl(10, 20);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
  });

  it('calls onChange with the chosen page, and with neighbours from the arrows', async () => {
    const user = userEvent.setup();
    const onChange = renderControl(3, 12);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('does not call onChange for the current page and disables arrows at the edges', async () => {
    const user = userEvent.setup();
    const onChange = renderControl(1, 3);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  });

  it('can be used with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = renderControl(1, 3);
    await user.tab(); // the disabled "previous" arrow is skipped
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing when there is a single page', () => {
    renderControl(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
