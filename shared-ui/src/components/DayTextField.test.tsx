import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_TEXT_INVALID, DayTextField } from './DayTextField';

function Harness({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayTextField
        label="Du"
        value={value}
        onChange={(day) => {
          onDay(day);
          setValue(day);
        }}
      />
      <button type="button" onClick={() => setValue('2026-12-24')}>
        Ailleurs
      </button>
    </>
  );
}

describe('DayTextField', () => {
  it('shows the day in force as jj/mm/aaaa and hands over only complete, real days', async () => {
    const onDay = jest.fn();
    render(<Harness initial="2026-03-05" onDay={onDay} />);
    const field = screen.getByLabelText('Du');
    expect(field).toHaveValue('05/03/2026');
    expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');

    await userEvent.clear(field);
    expect(onDay).toHaveBeenLastCalledWith('');
    await userEvent.type(field, '31/02/2026');
    await userEvent.tab();
    expect(screen.getByText(DAY_TEXT_INVALID)).toBeInTheDocument();
    expect(onDay).toHaveBeenCalledTimes(1);

    await userEvent.clear(field);
    await userEvent.type(field, '1/10/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-10-01');
    await userEvent.tab();
    expect(screen.queryByText(DAY_TEXT_INVALID)).not.toBeInTheDocument();
  });

  it('follows a day set from elsewhere', async () => {
    render(<Harness initial="" onDay={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.getByLabelText('Du')).toHaveValue('24/12/2026');
  });
});
