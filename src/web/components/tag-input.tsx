/**
 * TagInput: a box that holds tags (product.md screen 11, sections 4 and 5).
 *
 *   <TagInput label="Options" tags={options} onChange={setOptions} />
 *   <TagInput label="Recipients" tags={emails} validate="email" onAdd={…} onRemove={…} onRemoveLast={…} />
 *   <TagInput label="Options" tags={options} readOnly />
 * Enter adds the typed text; Backspace in the empty box removes the last tag. A new tag is ignored
 * when empty, a duplicate or not matching `validate` (email, url, text, digits, isodate; empty for
 * none), and the box is cleared either way; a refused tag gets a short reason, read out too.
 * The parent owns `tags`: onChange gets the new list, onAdd/onRemove/onRemoveLast the one tag.
 */
import { Input, Pill, PillsInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTagPattern, matchesTagPattern, TAG_PATTERNS, type TagValidate } from './tag-patterns';

export interface TagInputProps {
  tags: string[];
  label: ReactNode;
  placeholder?: string;
  readOnly?: boolean;
  validate?: TagValidate;
  onAdd?: (tag: string) => void;
  onRemove?: (tag: string, index: number) => void;
  onRemoveLast?: (tag: string) => void;
  onChange?: (tags: string[]) => void;
  description?: ReactNode;
  /** A form's own message about the whole list (for example "at least one option"). */
  error?: ReactNode;
  name?: string;
}

export function TagInput(props: TagInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const { tags, validate } = props;
  if (validate && !isTagPattern(validate)) {
    throw new Error(
      `TagInput: validate must be one of ${Object.keys(TAG_PATTERNS).join(', ')} or empty, got "${String(validate)}".`,
    );
  }

  if (props.readOnly) {
    return (
      <Input.Wrapper label={props.label} description={props.description} labelElement="div" id={id}>
        <Pill.Group role="list" aria-labelledby={`${id}-label`} mt={4}>
          {tags.map((tag, index) => (
            <Pill key={`${index}:${tag}`} role="listitem">
              {tag}
            </Pill>
          ))}
        </Pill.Group>
      </Input.Wrapper>
    );
  }

  const add = () => {
    const tag = text.trim();
    setText('');
    if (!tag) return setReason('');
    if (tags.includes(tag)) return setReason(t('widgets.tagDuplicate', { tag }));
    if (!matchesTagPattern(tag, validate)) {
      return setReason(t(`widgets.tagInvalid.${validate as string}`, { tag }));
    }
    setReason('');
    props.onAdd?.(tag);
    props.onChange?.([...tags, tag]);
  };

  const remove = (index: number) => {
    const tag = tags[index];
    if (tag === undefined) return;
    props.onRemove?.(tag, index);
    props.onChange?.(tags.filter((_, i) => i !== index));
    // The pressed button disappears with its tag; the keyboard user carries on in the box.
    document.getElementById(id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      // The tag, not the surrounding form: Enter here never submits.
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0 && !e.repeat) {
      // A held Backspace that emptied the box stops there instead of eating the tags.
      const last = tags[tags.length - 1]!;
      setReason('');
      props.onRemoveLast?.(last);
      props.onChange?.(tags.slice(0, -1));
    }
  };

  return (
    <PillsInput
      label={props.label}
      description={props.description}
      // A refused tag's reason shows where a form shows its errors, linked to the box, and is
      // announced when it appears.
      error={reason || props.error}
      errorProps={reason ? { role: 'alert' } : undefined}
      id={id}
    >
      <Pill.Group>
        {tags.map((tag, index) => (
          <Pill
            key={tag}
            withRemoveButton
            onRemove={() => remove(index)}
            removeButtonProps={{
              'aria-label': t('widgets.removeTag', { tag }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          id={id}
          name={props.name}
          value={text}
          placeholder={props.placeholder}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setReason('');
          }}
          onKeyDown={onKeyDown}
        />
      </Pill.Group>
    </PillsInput>
  );
}
