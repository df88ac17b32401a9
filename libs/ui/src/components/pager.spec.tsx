import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Pager } from './pager';

function PagedList({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageSize={10} total={total} noun="users" onPage={setPage} />;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Pager', () => {
  it('says where the reader is and moves a page at a time', () => {
    render(<PagedList total={25} />);
    expect(screen.getByText('Page 1 of 3 · 25 users')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Page 2 of 3 · 25 users')).toBeTruthy();
  });

  it('hands focus to Previous when Next reaches the last page, and back when Previous reaches the first', () => {
    render(<PagedList total={25} />);
    button('Next').focus();
    fireEvent.click(button('Next'));
    expect(document.activeElement).toBe(button('Next'));
    fireEvent.click(button('Next'));
    expect(button('Next').disabled).toBe(true);
    expect(document.activeElement).toBe(button('Previous'));
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Previous'));
    expect(button('Previous').disabled).toBe(true);
    expect(document.activeElement).toBe(button('Next'));
  });

  it('leaves focus alone when the click did not come from the keyboard focus', () => {
    render(
      <>
        <input aria-label="Search" />
        <PagedList total={15} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    fireEvent.click(button('Next'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
