import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Inbox"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'a', label: 'Alpha', content: <p>Panel A</p> },
        { value: 'b', label: 'Beta', content: <p>Panel B</p> },
        { value: 'c', label: 'Gamma', content: <p>Panel C</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('Panel A');
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys and wraps around, keeping one tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Inbox' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beta' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});
