import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType } from '@shared/constants';
import type { ReportField } from '@shared/schemas/reports';
import { renderWithApp } from '@web/test/render';
import { FieldInput } from './field-input';

const field = (id: number, name: string, type: number): ReportField => ({
  id,
  field_name: name,
  field_type: type,
  type_name: '',
  required: 0,
  options: [],
  weight: id,
  default_value: null,
  answer: null,
});

// The test DOM has no font loading, which the growing paragraph box listens to.
beforeAll(() => Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true }));
afterAll(() => Reflect.deleteProperty(document, 'fonts'));

describe('typed answers', () => {
  it('read in their own direction: dir="auto" sits on the text box itself, not its wrapper', () => {
    for (const [id, name, type] of [
      [1, 'Customer contact', FieldType.Text],
      [2, 'Notes', FieldType.Paragraph],
    ] as const) {
      const { unmount } = renderWithApp(
        <FieldInput
          field={field(id, name, type)}
          value="تم فحص المطبخ"
          error={undefined}
          onChange={() => undefined}
          imageSrc={() => undefined}
        />,
      );
      const box = screen.getByLabelText(name);
      expect(box).toHaveValue('تم فحص المطبخ');
      expect(box, name).toHaveAttribute('dir', 'auto');
      unmount();
    }
  });
});
