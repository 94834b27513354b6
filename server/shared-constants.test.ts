import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';
import { type SourceFile, sourceFiles } from '../tests/source-files.ts';

/**
 * The limits, the test-mode key prefix and the channels both sides agree on are declared once, in
 * contract/, and imported everywhere else, so that the widget and the service cannot
 * drift apart. Tests, fixtures, seeds and migrations (history, never edited) may spell values out.
 */
const COPIES: Record<string, RegExp> = {
  'the test-mode key prefix': /(['"`])pk_sb_\1|\/\^?pk_sb_/,
  'the profile image limit': /\b4_?000_?000\b/,
  'the password minimum': /\bPASSWORD_MIN_LENGTH\s*=/,
  'a list of channels': /\[[^\]]*(['"])amzn\1/,
  'the channel names': /\bamzn\s*:\s*['"`]/,
};

/** Its channel names move to the contract with the chat's split into server/db. */
const NOT_YET_SHARED = ['server/chat/format.ts'];

const SPELLS_VALUES_OUT = [
  /^contract\//,
  /\.test\.tsx?$/,
  /\.fixtures?\.ts$/,
  /(^|\/)testing\//,
  /^server\/db\/migrations\//,
  /^server\/startup\/seed\//,
  /^tests\//,
];

const named = (folder: string): SourceFile[] =>
  sourceFiles(path.join(REPO_ROOT, folder)).map((file) => ({ ...file, name: `${folder}/${file.name}` }));

const sources = ['app', 'elements', 'server']
  .flatMap(named)
  .filter((file) => !SPELLS_VALUES_OUT.some((rule) => rule.test(file.name)) && !NOT_YET_SHARED.includes(file.name));

describe('constants shared by the widget and the service', () => {
  it('finds copies (the check itself)', () => {
    const found = (code: string) => Object.keys(COPIES).filter((what) => COPIES[what]!.test(code));
    expect(found("key.startsWith('pk_sb_')")).toEqual(['the test-mode key prefix']);
    expect(found('/^pk_sb_[a-z]+$/')).toEqual(['the test-mode key prefix']);
    expect(found("const DEMO = 'pk_sb_demo_key';")).toEqual([]);
    expect(found('size >= 4_000_000')).toEqual(['the profile image limit']);
    expect(found("'4000000000000002'")).toEqual([]);
    expect(found('export const PASSWORD_MIN_LENGTH = 8;')).toEqual(['the password minimum']);
    expect(found("const ORDER = ['east', 'west',\n 'amzn'];")).toEqual(['a list of channels']);
    expect(found("{ east: 'East', amzn: 'Amazon' }")).toEqual(['the channel names']);
  });

  it.each(Object.keys(COPIES))('%s is declared only in contract/', (what) => {
    expect(sources.filter((file) => COPIES[what]!.test(file.code)).map((file) => file.name)).toEqual([]);
  });
});
