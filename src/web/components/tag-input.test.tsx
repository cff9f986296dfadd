import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { TagInput, type TagInputProps } from './tag-input';

/** The tag input as a form holds it: the parent owns the list. */
function Holder(props: Partial<TagInputProps> & { initial?: string[] }) {
  const [tags, setTags] = useState(props.initial ?? []);
  return <TagInput label="Recipients" {...props} tags={tags} onChange={setTags} />;
}

const tagsShown = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label')!.slice(7));
const box = () => screen.getByRole('textbox', { name: 'Recipients' });
/** The refusal reason, announced as an alert; empty when there is none. */
const reason = () => screen.queryByRole('alert')?.textContent ?? '';

describe('TagInput', () => {
  it('Enter adds the typed text as a tag and clears the box', async () => {
    const onAdd = vi.fn();
    renderWithApp(<Holder initial={['oak']} onAdd={onAdd} />);
    await userEvent.type(box(), '  pine  {Enter}');
    expect(tagsShown()).toEqual(['oak', 'pine']);
    expect(onAdd).toHaveBeenCalledWith('pine');
    expect(box()).toHaveValue('');
  });

  it('ignores an empty tag and a duplicate, clearing the box either way; a duplicate gets a reason', async () => {
    const onAdd = vi.fn();
    renderWithApp(<Holder initial={['oak']} onAdd={onAdd} />);
    await userEvent.type(box(), '   {Enter}');
    expect(box()).toHaveValue('');
    expect(reason()).toBe('');
    await userEvent.type(box(), 'oak{Enter}');
    expect(box()).toHaveValue('');
    expect(tagsShown()).toEqual(['oak']);
    expect(reason()).toBe('“oak” is already in the list.');
    expect(box()).toHaveAccessibleDescription('“oak” is already in the list.');
    expect(onAdd).not.toHaveBeenCalled();
    // Typing again takes the reason away.
    await userEvent.type(box(), 'e');
    expect(reason()).toBe('');
  });

  it.each([
    ['email', 'ops@greenleaf', 'ops@greenleaf.example', '“ops@greenleaf” is not an email address.'],
    [
      'url',
      'www.greenleaf.example',
      'https://www.greenleaf.example/sds.pdf',
      '“www.greenleaf.example” is not a web address starting with http, https, ftp, rmtp or mms.',
    ],
    ['text', 'lawn care', 'Lawn', '“lawn care” may hold letters only.'],
    ['digits', '555-01x4', '+1 (203) 555-0134', '“555-01x4” may hold only digits, spaces and ( ) . : - + #.'],
    ['isodate', '2026-13-01', '2026/3/8', '“2026-13-01” is not a date like 2026-03-08 or 2026/3/8.'],
  ] as const)(
    'validate="%s" refuses %s with a reason and accepts %s',
    async (validate, bad, good, message) => {
      renderWithApp(<Holder validate={validate} />);
      await userEvent.type(box(), `${bad}{Enter}`);
      expect(tagsShown()).toEqual([]);
      expect(box()).toHaveValue('');
      expect(reason()).toBe(message);
      await userEvent.type(box(), `${good}{Enter}`);
      expect(tagsShown()).toEqual([good]);
      expect(reason()).toBe('');
    },
  );

  it('takes anything without a pattern', async () => {
    renderWithApp(<Holder validate="" />);
    await userEvent.type(box(), 'Spray & wait, 24h!{Enter}');
    expect(tagsShown()).toEqual(['Spray & wait, 24h!']);
  });

  it('Backspace in the empty box removes the last tag, not while there is text or the key is held', async () => {
    const onRemoveLast = vi.fn();
    renderWithApp(<Holder initial={['oak', 'pine', 'elm']} onRemoveLast={onRemoveLast} />);
    await userEvent.type(box(), 'ab{Backspace}');
    expect(tagsShown()).toEqual(['oak', 'pine', 'elm']);
    await userEvent.type(box(), '{Backspace}');
    expect(box()).toHaveValue('');
    expect(tagsShown()).toEqual(['oak', 'pine', 'elm']);
    await userEvent.type(box(), '{Backspace}');
    expect(tagsShown()).toEqual(['oak', 'pine']);
    expect(onRemoveLast).toHaveBeenCalledWith('elm');
    fireEvent.keyDown(box(), { key: 'Backspace', repeat: true });
    expect(tagsShown()).toEqual(['oak', 'pine']);
  });

  it('a tag’s remove button takes that tag out and is reachable by keyboard', async () => {
    const onRemove = vi.fn();
    renderWithApp(<Holder initial={['oak', 'pine', 'elm']} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove pine' }));
    expect(tagsShown()).toEqual(['oak', 'elm']);
    expect(onRemove).toHaveBeenCalledWith('pine', 1);
    screen.getByRole('button', { name: 'Remove elm' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(tagsShown()).toEqual(['oak']);
    expect(box()).toHaveFocus();
  });

  it('Enter adds a tag without submitting the form around it', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderWithApp(
      <form onSubmit={onSubmit}>
        <Holder />
      </form>,
    );
    await userEvent.type(box(), 'oak{Enter}');
    expect(tagsShown()).toEqual(['oak']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('read-only shows the tags without a box or remove buttons', () => {
    renderWithApp(<TagInput label="Options" tags={['Yes', 'No']} readOnly />);
    const list = screen.getByRole('list', { name: 'Options' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yes', 'No']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses an unknown pattern with a descriptive error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MantineProvider env="test">
          <TagInput label="x" tags={[]} validate={'phone' as 'digits'} />
        </MantineProvider>,
      ),
    ).toThrow('TagInput: validate must be one of email, url, text, digits, isodate or empty, got "phone".');
    spy.mockRestore();
  });
});
