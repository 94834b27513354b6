import { expect } from '@open-wc/testing';
import { lockPageScroll } from './scroll-lock';

describe('lockPageScroll', () => {
  const root = document.documentElement;
  let filler: HTMLElement;

  beforeEach(() => {
    filler = document.createElement('div');
    filler.style.height = '3000px';
    document.body.append(filler);
    window.scrollTo(0, 400);
  });

  afterEach(() => {
    filler.remove();
    root.removeAttribute('style');
  });

  it('stops the page scrolling without moving it or shifting it sideways, and restores it', () => {
    const width = root.clientWidth;
    const release = lockPageScroll();
    expect(getComputedStyle(root).overflowY).to.equal('hidden');
    expect(root.clientWidth).to.equal(width);
    expect(window.scrollY).to.equal(400);
    release();
    expect(root.hasAttribute('style')).to.equal(false);
    expect(getComputedStyle(root).overflowY).to.equal('visible');
    expect(window.scrollY).to.equal(400);
  });

  it('stays locked until the last of two holders releases, then restores the inline style exactly', () => {
    root.setAttribute('style', 'overflow-y: scroll; color: red');
    const before = root.style.cssText;
    const releaseFirst = lockPageScroll();
    const releaseSecond = lockPageScroll();
    releaseSecond();
    releaseSecond();
    expect(getComputedStyle(root).overflowY).to.equal('hidden');
    releaseFirst();
    expect(root.style.cssText).to.equal(before);
  });
});
