import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { DeferredPart } from './deferred-part';
import { deferredCode } from './deferred-widget';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part's code whose first fetch fails (a dropped connection), then arrives; `asked` counts the fetches. */
function failingOnce() {
  let asked = 0;
  const part = deferredCode(
    () => {
      asked += 1;
      return asked === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ Greeting });
    },
    (m: { Greeting: typeof Greeting }) => m.Greeting,
  );
  return { part, asked: () => asked };
}

describe('DeferredPart', () => {
  it('says a part whose code did not arrive could not be loaded, and Try again draws it without a reload', async () => {
    const code = failingOnce();
    renderWithApp(
      <DeferredPart
        code={code.part}
        now
        failedText="This form could not be loaded."
        props={{ name: 'Ana' }}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('This form could not be loaded.');
    expect(code.asked()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(code.asked()).toBe(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("draws a part's own Loading… and failed states when given, whose retry asks again", async () => {
    const code = failingOnce();
    renderWithApp(
      <DeferredPart
        code={code.part}
        now
        fallback={({ failed, retry }) =>
          failed ? (
            <button type="button" onClick={retry}>
              Calendar missing, ask again
            </button>
          ) : (
            <p aria-busy="true">Calendar coming</p>
          )
        }
        props={{ name: 'Omar' }}
      />,
    );
    expect(screen.getByText('Calendar coming')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar missing, ask again' }));
    expect(await screen.findByText('Hello Omar')).toBeInTheDocument();
    expect(screen.queryByText('Calendar coming')).not.toBeInTheDocument();
  });
});
