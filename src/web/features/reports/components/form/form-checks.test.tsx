import { describe, expect, it } from 'vitest';
import { visibility } from '@shared/checklist-logic';
import { logicReport } from '../logic-report.fixtures';
import { followupDone, submitProblems, submitRefusalOf } from './form-checks';
import { pendingIds, resolveImages } from './outbox';
import { keepOnUnload, withKept } from './unload-backup';

const check = (values: Record<number, unknown>, hasAction?: (id: number) => boolean) => {
  const report = logicReport({ doorRequires: 'action' });
  return submitProblems(report, values, visibility(report.tasks, values), hasAction);
};

describe('the form’s own check before submit', () => {
  it('asks only for shown required answers', () => {
    expect(check({ 11: 'None' })).toEqual({ missing: [], followups: [], coverage: [] });
    expect(check({}).missing).toEqual([11]);
    expect(check({ 11: 'Some', [-11]: { note: 'x' } }).missing).toEqual([12, 21]);
  });

  it('asks for a flagged answer’s note, and for its action only when told whether one exists', () => {
    expect(check({ 11: 'Some', 12: 'a', 21: 'b' }).followups).toEqual([{ fieldId: 11, requires: 'note' }]);
    expect(check({ 11: 'Some', 12: 'a', 21: 'b', [-11]: { note: '  ' } }).followups).toHaveLength(1);
    expect(check({ 11: 'Some', 12: 'a', 21: 'b', [-11]: { note: 'Seen' } }).followups).toEqual([]);
    expect(check({ 11: 'None', 13: 'Damaged' }).followups).toEqual([]);
    expect(check({ 11: 'None', 13: 'Damaged' }, () => false).followups).toEqual([
      { fieldId: 13, requires: 'action' },
    ]);
    expect(check({ 11: 'None', 13: 'Damaged' }, (id) => id === 13).followups).toEqual([]);
  });

  it('counts a photo only when there is one', () => {
    expect(followupDone('photo', { photos: [] }, undefined)).toBe(false);
    expect(followupDone('photo', { photos: [{ pending: 'a' }] }, undefined)).toBe(true);
    expect(followupDone('note', null, undefined)).toBe(false);
  });
});

describe('a refused submit’s field messages', () => {
  it('puts required answers on their question and follow-ups, by id or by code, on the follow-up', () => {
    expect(
      submitRefusalOf(
        {
          'answers.12': 'This field is required.',
          'answers.-11': 'Add a note.',
          'answers.13': 'Create an action.',
          other: 'ignored',
        },
        { 'answers.13': { code: 'checklist.actionRequired' } },
      ),
    ).toEqual({
      errors: { 12: 'This field is required.', [-11]: 'Add a note.', [-13]: 'Create an action.' },
      missing: [12],
      followups: [11, 13],
    });
  });
});

describe('a follow-up’s photos on the device', () => {
  it('are found and resolved inside the {note, photos} value', () => {
    const value = { note: 'n', photos: [{ pending: 'a' }, { file_id: 3 }] };
    expect(pendingIds(value)).toEqual(['a']);
    expect(resolveImages(value, new Map([['a', 9]]))).toEqual({
      note: 'n',
      photos: [{ file_id: 9 }, { file_id: 3 }],
    });
    expect(pendingIds({ note: 'only a note' })).toEqual([]);
  });

  it('keep a note under its negative id on unload, and leave one with pictures on the device to the outbox', () => {
    const entry = (fieldId: number, value: unknown) => ({
      reportId: 5,
      fieldId,
      value,
      version: 10,
      hold: false,
      blobs: {},
      uploaded: {},
    });
    keepOnUnload(5, [entry(-11, { note: 'kept' }), entry(-13, { photos: [{ pending: 'p' }] })]);
    expect(withKept(5, []).newer.map((e) => [e.fieldId, e.value])).toEqual([[-11, { note: 'kept' }]]);
    localStorage.clear();
  });
});
