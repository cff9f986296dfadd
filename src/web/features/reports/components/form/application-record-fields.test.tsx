import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import { renderWithApp } from '@web/test/render';
import { ApplicationRecordFields } from './application-record-fields';

const settings = { state: 'NY', record_weather: false, rate_check_warn_only: false, applicators: [] };

function renderRecord(errors: Record<string, string>) {
  renderWithApp(
    <ApplicationRecordFields
      record={{ ...EMPTY_APPLICATION, amount: 30, unit: 'g' }}
      send={vi.fn()}
      errors={errors}
      products={[]}
      productsPending={false}
      lotsOf={() => undefined}
      settings={settings}
      reportUser={{ id: 1, name: 'Oscar Grouch' }}
      onNumberProblem={vi.fn()}
    />,
  );
}

describe('an application record’s refused parts', () => {
  it('shows a refused unit at the unit, and a refused amount at the amount', () => {
    const unit = 'NY files do not take "g": record the amount in oz, lb, kg.';
    const amount = 'The mix rate times the total mix makes 0.5 fl oz of undiluted product.';
    renderRecord({ unit, amount });
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(unit);
    expect(screen.getByRole('textbox', { name: 'Amount (undiluted)' })).toHaveAccessibleDescription(amount);
  });
});
