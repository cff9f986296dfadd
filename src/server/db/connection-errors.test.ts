import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeConnectionError, isDatabaseUnavailable } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection (PostgreSQL down)',
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'pg_terminate_backend or a fast shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a database starting up', withCode('57P03', 'the database system is starting up')],
    ['SQLSTATE class 08', withCode('08006', 'connection failure')],
    ['too many connections', withCode('53300')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'any of them wrapped by drizzle',
      new DrizzleQueryError('select 1', [], withCode('57P01', 'terminating connection')),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad value', withCode('22P02')],
    ['a bug', new TypeError('x is undefined')],
    ['a wrapped input error', new DrizzleQueryError('insert', [], withCode('23503'))],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describeConnectionError', () => {
  it('names code and message only, never the client the error may carry', () => {
    const error = Object.assign(withCode('57P01', 'terminating connection'), {
      client: { secretKey: 123456789, processID: 42 },
    });
    expect(describeConnectionError(error)).toBe('57P01: terminating connection');
  });

  it("names the driver's error, not drizzle's wrapper with the statement and its parameters", () => {
    const dropped = new DrizzleQueryError(
      'select "user_id" from "sessions" where "token_hash" = $1',
      ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
      new Error('Connection terminated unexpectedly'),
    );
    expect(describeConnectionError(dropped)).toBe('Connection terminated unexpectedly');
    const refused = new DrizzleQueryError(
      'insert into "users" values ($1)',
      ['Café Müller'],
      withCode('57P01', 'terminating connection'),
    );
    expect(describeConnectionError(refused)).toBe('57P01: terminating connection');
  });
});
