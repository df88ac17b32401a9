import { carryTypedInput } from './typed-input';

/** The server's form, as the visitor left it. */
function serverForm(root: HTMLElement) {
  root.innerHTML = `<form><input name="email" type="email"><input id="password" type="password"><input name="terms" type="checkbox"><input type="hidden" name="csrf" value="x"><input name="untouched"></form>`;
  (root.querySelector('[name=email]') as HTMLInputElement).value = 'owner@example.co.uk';
  (root.querySelector('#password') as HTMLInputElement).value = 'a-long-password';
  (root.querySelector('[name=terms]') as HTMLInputElement).checked = true;
  (root.querySelector('#password') as HTMLInputElement).focus();
}

/** React's render of the same form, with listeners as a form library would have. */
function reactForm(root: HTMLElement, seen: string[]) {
  root.innerHTML = `<form><input name="email" type="email"><input id="password" type="password"><input name="terms" type="checkbox"><input name="untouched"></form>`;
  root.querySelector('form')!.addEventListener('input', (e) => seen.push(`${(e.target as HTMLInputElement).name || (e.target as HTMLInputElement).id}=${(e.target as HTMLInputElement).value}`));
}

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('typed input on a server-rendered page', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('gives what the visitor changed (not hidden fields, not untouched ones) to React’s fields, with input events', async () => {
    serverForm(root);
    const seen: string[] = [];
    carryTypedInput(root);
    // The server's fields are still there after the call: nothing is given to them.
    expect(seen).toEqual([]);
    reactForm(root, seen);
    await nextMutations();

    expect((root.querySelector('[name=email]') as HTMLInputElement).value).toBe('owner@example.co.uk');
    expect((root.querySelector('#password') as HTMLInputElement).value).toBe('a-long-password');
    expect((root.querySelector('[name=terms]') as HTMLInputElement).checked).toBe(true);
    expect((root.querySelector('[name=untouched]') as HTMLInputElement).value).toBe('');
    // The checkbox is clicked, as a visitor would, which fires its input event too.
    expect(seen).toEqual(['email=owner@example.co.uk', 'password=a-long-password', 'terms=on']);
    expect(document.activeElement).toBe(root.querySelector('#password'));
  });

  it('keeps what is typed after the call and before React shows its fields, and where focus went meanwhile', async () => {
    root.innerHTML = '<form><input name="password" type="password"><input name="confirmPassword" type="password"></form>';
    carryTypedInput(root);
    // The visitor goes on typing while React has not committed yet.
    const password = root.querySelector('[name=password]') as HTMLInputElement;
    password.focus();
    password.value = 'a-long-password';
    const confirm = root.querySelector('[name=confirmPassword]') as HTMLInputElement;
    confirm.focus();
    confirm.value = 'a-long-password';
    root.innerHTML = '<form><input name="password" type="password"><input name="confirmPassword" type="password"></form>';
    await nextMutations();

    expect((root.querySelector('[name=password]') as HTMLInputElement).value).toBe('a-long-password');
    expect((root.querySelector('[name=confirmPassword]') as HTMLInputElement).value).toBe('a-long-password');
    expect(document.activeElement).toBe(root.querySelector('[name=confirmPassword]'));
  });

  it('does nothing when nothing was typed', async () => {
    root.innerHTML = '<form><input name="email"></form>';
    carryTypedInput(root);
    const seen: string[] = [];
    reactForm(root, seen);
    await nextMutations();
    expect(seen).toEqual([]);
  });
});
