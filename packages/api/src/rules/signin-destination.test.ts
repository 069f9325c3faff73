import { describe, expect, it } from 'vitest';

import { Role } from '../constants';
import { pathInsideApp, signinDestination } from './signin-destination';

describe('signinDestination (SIGNIN-EFFECTS)', () => {
  it('follows a ?redirectTo inside the app, query and hash kept', () => {
    expect(signinDestination(Role.BUSINESS, '/payment?tab=2#due')).toEqual({
      redirectTo: '/payment?tab=2#due',
    });
    expect(signinDestination(Role.PERSONAL, '/projects/issues/p1')).toEqual({
      redirectTo: '/projects/issues/p1',
    });
  });

  it('refuses a ?redirectTo outside the app and falls back to the role’s page', () => {
    for (const outside of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'home',
    ]) {
      expect(signinDestination(Role.PERSONAL, outside)).toEqual({ page: 'projects' });
    }
  });

  it('sends PERSONAL or ADMINISTRATOR to Projects without a redirect', () => {
    expect(signinDestination(Role.PERSONAL)).toEqual({ page: 'projects' });
    expect(signinDestination(Role.ADMINISTRATOR, null)).toEqual({ page: 'projects' });
    expect(signinDestination(Role.BUSINESS | Role.PERSONAL, '')).toEqual({ page: 'projects' });
  });

  it('sends a role without access to Projects to / (the guard picks its page)', () => {
    expect(signinDestination(Role.BUSINESS)).toEqual({ page: 'root' });
    expect(signinDestination(Role.CONTRIBUTOR, '//evil.test')).toEqual({ page: 'root' });
    expect(signinDestination(Role.NONE)).toEqual({ page: 'root' });
  });
});

describe('pathInsideApp', () => {
  it('keeps a path of this site and refuses everything else', () => {
    expect(pathInsideApp('/')).toBe('/');
    expect(pathInsideApp('/home')).toBe('/home');
    expect(pathInsideApp(undefined)).toBeNull();
    expect(pathInsideApp('//x')).toBeNull();
  });
});
