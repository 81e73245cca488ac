import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  readUrlParams,
  urlDefaults,
  urlField,
  urlFlag,
  urlPage,
  writeUrlParams,
} from './url-list-params';

const fields = {
  search: urlField('q', z.string().trim(), ''),
  status: urlField('status', z.enum(['active', 'archived']), 'all'),
  mine: urlFlag('mine'),
  page: urlPage,
};

describe('a list kept in the URL', () => {
  it('reads each setting under its own key', () => {
    const url = new URLSearchParams('q=%20knee%20&status=archived&mine=1&page=3');
    expect(readUrlParams(fields, url)).toEqual({
      search: 'knee',
      status: 'archived',
      mine: true,
      page: 3,
    });
  });

  it('falls back to the defaults for what is absent or refused', () => {
    const url = new URLSearchParams('status=gone&mine=yes&page=1.5');
    expect(readUrlParams(fields, url)).toEqual(urlDefaults(fields));
    expect(urlDefaults(fields)).toEqual({ search: '', status: 'all', mine: false, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeUrlParams(fields, urlDefaults(fields)).toString()).toBe('');
    const params = { search: 'knee', status: 'active', mine: true, page: 2 } as const;
    expect(writeUrlParams(fields, params).toString()).toBe('q=knee&status=active&mine=1&page=2');
  });
});
