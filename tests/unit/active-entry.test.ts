import { describe, expect, it } from 'vitest';
import { activeEntry } from '../../src/plugins/layout/active-entry';

const MENU = ['/', '/agents', '/whatsapp', '/kanban', '/finance', '/integrations', '/routines', '/modules', '/resources', '/resource-usage'];

describe('activeEntry', () => {
  it('is the root for the root path', () => {
    expect(activeEntry('/', MENU)).toBe('/');
  });

  it('is the entry equal to the path', () => {
    expect(activeEntry('/agents', MENU)).toBe('/agents');
  });

  it('is the entry a deeper path starts with', () => {
    expect(activeEntry('/agents/12/edit', MENU)).toBe('/agents');
    expect(activeEntry('/integrations/3/logs', MENU)).toBe('/integrations');
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(activeEntry('/kanban/', MENU)).toBe('/kanban');
    expect(activeEntry('/finance?tab=pay#top', MENU)).toBe('/finance');
  });

  it('matches whole segments only', () => {
    expect(activeEntry('/agentsx', MENU)).toBe('/');
    expect(activeEntry('/resource-usage', MENU)).toBe('/resource-usage');
    expect(activeEntry('/resources/types', MENU)).toBe('/resources');
  });

  it('falls back to the root for unknown paths', () => {
    expect(activeEntry('/nowhere', MENU)).toBe('/');
    expect(activeEntry('/nowhere', [])).toBe('/');
  });

  it('takes the first matching entry in order', () => {
    expect(activeEntry('/a/b/c', ['/a/b', '/a'])).toBe('/a/b');
    expect(activeEntry('/a/b/c', ['/a', '/a/b'])).toBe('/a');
  });

  it('never picks the root while a non-root entry matches, wherever the root is listed', () => {
    expect(activeEntry('/modules/1', ['/modules', '/'])).toBe('/modules');
  });
});
