import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { KEEP_FOCUS } from '@comarketing/ui';
import { useFocusHeadingOnNavigation } from './use-focus-heading';

function Shell() {
  useFocusHeadingOnNavigation();
  return (
    <>
      <nav>
        <Link to="/next">Next</Link>
        <Link to="/next" state={KEEP_FOCUS}>
          Tab
        </Link>
      </nav>
      <main id="main-content">
        <Routes>
          <Route path="/" element={<h1>First</h1>} />
          <Route path="/next" element={<h1>Second</h1>} />
        </Routes>
      </main>
    </>
  );
}

describe('useFocusHeadingOnNavigation', () => {

  it('leaves focus alone on first load and moves it to the new heading after navigation', async () => {
    render(
      <MemoryRouter>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    });
    const heading = screen.getByRole('heading', { name: 'Second' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where it is when the navigation asks to keep it (a tab that is a URL)', async () => {
    render(
      <MemoryRouter>
        <Shell />
      </MemoryRouter>,
    );
    const tab = screen.getByRole('link', { name: 'Tab' });
    tab.focus();
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(document.activeElement).toBe(tab);
  });
});

describe('useFocusHeadingOnNavigation with a slow page', () => {
  it('does not take focus back from something the user focused while the page loaded', async () => {
    function Slow() {
      return <p>Loading...</p>;
    }
    function Shell() {
      useFocusHeadingOnNavigation();
      return (
        <>
          <nav>
            <Link to="/slow">Slow</Link>
            <button type="button">Menu</button>
          </nav>
          <main id="main-content">
            <Routes>
              <Route path="/" element={<h1>First</h1>} />
              <Route path="/slow" element={<Slow />} />
            </Routes>
          </main>
        </>
      );
    }
    const { container } = render(
      <MemoryRouter>
        <Shell />
      </MemoryRouter>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    });
    screen.getByRole('button', { name: 'Menu' }).focus();
    await act(async () => {
      const heading = document.createElement('h1');
      heading.textContent = 'Arrived';
      container.querySelector('main')!.appendChild(heading);
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
