import { Fragment } from 'react';

/**
 * Values of a record joined by " · ", each in a `<bdi>` of its own direction. Joined into one
 * string, they took the direction of the first: beside an Arabic location name a Latin address
 * read "Main St, White Plains, NY 10601 214" (issue 35 item 2).
 */
export function DataParts({ parts }: { parts: readonly (string | null | undefined | false)[] }) {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && ' · '}
        <bdi>{part}</bdi>
      </Fragment>
    ));
}
