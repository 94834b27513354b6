import { expect } from '@open-wc/testing';
import type { App } from '../../core/membership/types';
import { membershipClient } from './membership-runtime';
import { APP_SETTINGS_MAX_AGE_MS, loadAppSettings, membershipStore } from './membership-store';

// A page of its own: the store is the page's one copy of the app settings.

const app = (name: string) => ({ id: 'app_x', name }) as App;

describe('the app settings of a page left open', () => {
  const realNow = Date.now;
  const realGetApp = membershipClient.getApp;
  afterEach(() => {
    Date.now = realNow;
    membershipClient.getApp = realGetApp;
  });

  it('asks again once its copy is older than the max age, showing the old copy until the new one arrives', async () => {
    let asked = 0;
    let answer = app('first');
    membershipClient.getApp = async () => {
      asked += 1;
      return answer;
    };
    expect((await loadAppSettings()).name).to.equal('first');
    expect((await loadAppSettings()).name).to.equal('first');
    expect(asked).to.equal(1);

    answer = app('second');
    const start = realNow();
    Date.now = () => start + APP_SETTINGS_MAX_AGE_MS + 1;
    const refreshed = loadAppSettings();
    expect(membershipStore.app?.name).to.equal('first');
    expect(membershipStore.appStatus).to.equal('ready');
    expect((await refreshed).name).to.equal('second');
    expect(membershipStore.app?.name).to.equal('second');
    expect(asked).to.equal(2);
  });

  it('keeps the copy it has when asking again fails', async () => {
    membershipClient.getApp = async () => {
      throw new Error('offline');
    };
    const start = realNow();
    Date.now = () => start + 3 * APP_SETTINGS_MAX_AGE_MS;
    expect((await loadAppSettings()).name).to.equal('second');
    expect(membershipStore.appStatus).to.equal('ready');
    expect(membershipStore.appError).to.equal(null);
  });
});
