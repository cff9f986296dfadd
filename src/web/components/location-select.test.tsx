import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from './deferred-select';
import { renderWithApp } from '../test/render';
import { LocationSelect, type Place } from './location-select';

const PLACES: Place[] = [
  { id: 1, name: 'North Mill', address: '1 Mill Road' },
  { id: 2, name: 'South Dock', address: '9 Harbour Street' },
];

/** The server's search: by name or address, as /api/get-locations-filtered matches. */
const search = vi.fn((text: string) =>
  PLACES.filter((p) => !text || `${p.name} ${p.address}`.toLowerCase().includes(text.toLowerCase())),
);
const optionsQuery = (text: string) =>
  queryOptions({ queryKey: ['test-places', text], queryFn: () => Promise.resolve(search(text)) });
const lookupQuery = (id: string) =>
  queryOptions({
    queryKey: ['test-place', id],
    queryFn: () => Promise.resolve<Place>({ id: Number(id), name: 'Old Depot', address: '3 Yard Lane' }),
  });

function Picker(props: {
  initial: string | null;
  lookup?: boolean;
  current?: Place;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <LocationSelect
        label="Location"
        nothingFound="No such place"
        required
        optionsQuery={optionsQuery}
        lookupQuery={props.lookup ? lookupQuery : undefined}
        current={props.current}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <p>chosen: {value ?? 'none'}</p>
    </>
  );
}

describe('LocationSelect', () => {
  // The location Select, which the app loads after the first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('offers what the server matched by address too, with the address under the name, and chooses one', async () => {
    const onChange = vi.fn();
    renderWithApp(<Picker initial={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: /^Location/ }), 'harbour');
    await waitFor(() => expect(search).toHaveBeenCalledWith('harbour'));
    expect(await screen.findByRole('option', { name: /South Dock/ })).toHaveTextContent('9 Harbour Street');
    expect(screen.queryByRole('option', { name: /North Mill/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /South Dock/ }));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByText('chosen: 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('South Dock');
  });

  it('says when nothing matches', async () => {
    renderWithApp(<Picker initial={null} />);
    await userEvent.type(screen.getByRole('combobox', { name: /^Location/ }), 'zzz');
    expect(await screen.findByText('No such place')).toBeInTheDocument();
  });

  it('names the current place, and one known only by id through the lookup', async () => {
    const { unmount } = renderWithApp(<Picker initial="7" current={{ id: 7, name: 'Closed Barn' }} />);
    expect(await screen.findByDisplayValue('Closed Barn')).toBeInTheDocument();
    unmount();
    renderWithApp(<Picker initial="9" lookup />);
    expect(await screen.findByDisplayValue('Old Depot')).toBeInTheDocument();
  });
});
