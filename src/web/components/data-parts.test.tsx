import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataParts } from './data-parts';

describe('DataParts', () => {
  it('puts each value in an isolate of its own, joined by " · ", and leaves out the empty ones', () => {
    const { container } = render(
      <p dir="rtl">
        <DataParts
          parts={['مطعم الزيتون', '', null, '12 Test Street, Yonkers, NY 10701', false, '555-0101']}
        />
      </p>,
    );
    const parts = [...container.querySelectorAll('p > bdi')].map((b) => b.textContent);
    expect(parts).toEqual(['مطعم الزيتون', '12 Test Street, Yonkers, NY 10701', '555-0101']);
    expect(container.textContent).toBe('مطعم الزيتون · 12 Test Street, Yonkers, NY 10701 · 555-0101');
  });

  it('draws nothing when every value is empty', () => {
    const { container } = render(
      <p>
        <DataParts parts={['', undefined]} />
      </p>,
    );
    expect(container.querySelector('p')!.childNodes).toHaveLength(0);
  });
});
