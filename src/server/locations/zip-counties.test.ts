import { describe, expect, it } from 'vitest';
import { usualCountyOfZip } from './zip-counties';

describe('the county a ZIP is usually in', () => {
  it('names it as the state’s filing does, for New York, California and any other state', () => {
    expect(usualCountyOfZip('NY', '10701')).toBe('Westchester');
    expect(usualCountyOfZip('NY', '11201')).toBe('Kings');
    expect(usualCountyOfZip('NY', '10001')).toBe('New York');
    expect(usualCountyOfZip('NY', '12207-1234')).toBe('Albany');
    expect(usualCountyOfZip('CA', '94103')).toBe('San Francisco');
    expect(usualCountyOfZip('TX', '78701')).toBe('Travis');
    expect(usualCountyOfZip('LA', '70112')).toBe('Orleans');
  });

  it('knows nothing of a ZIP the Census does not map in that state', () => {
    expect(usualCountyOfZip('CA', '10701')).toBeNull();
    expect(usualCountyOfZip('NY', '00000')).toBeNull();
  });
});
