import { aTimeout, expect } from '@open-wc/testing';
import {
  COMMENT_ALLOWED_TAGS,
  COMMENT_LINK_REL,
  type CommentAuthor,
  type CommentPost,
} from '../../contract/comment-answers';
import { fillItem } from './comment-template';

// Known ways past HTML filters (OWASP's cheat sheet, PortSwigger's list, mutation XSS), each
// setting a flag on the page if any of it ever ran.
const RUN = 'window.templateXss=1';
const XSS_PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror=${RUN}>`,
  `<svg onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">x</a>`,
  `<a href="JaVaScRiPt:${RUN}">x</a>`,
  `<a href="java&#x09;script:${RUN}">x</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">x</a>`,
  `<a href="vbscript:${RUN}">x</a>`,
  `<a href="/relative" onclick="${RUN}">x</a>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<body onload=${RUN}>`,
  `<input autofocus onfocus=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<video><source onerror=${RUN}></video>`,
  `<audio src=x onerror=${RUN}></audio>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<style>@import "javascript:${RUN}";</style>`,
  `<p style="background:url(javascript:${RUN})">x</p>`,
  `<b onmouseover=${RUN}>x</b>`,
  `<form action="javascript:${RUN}"><button>x</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  '<link rel=stylesheet href="https://evil.example/x.css">',
  `"><script>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="20" y="20">x</text></a></svg>`,
  `<template><script>${RUN}</script></template>`,
  `<xmp><img src=x onerror=${RUN}></xmp>`,
  `<textarea><img src=x onerror=${RUN}></textarea>`,
  `<marquee onstart=${RUN}>x</marquee>`,
];

const author = (customFields: Record<string, string>, profileImage: string | null): CommentAuthor => ({
  id: 'mem_sb_1',
  customFields,
  profileImage,
  displayName: customFields['first-name'] ?? '',
});

function post(content: string, member: CommentAuthor | null): CommentPost {
  return {
    id: 'cmt_sb_1',
    internalOrder: '1',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    content,
    member,
    myVote: null,
    edited: false,
    deleted: false,
    hidden: false,
    byOwner: false,
    reportedByMe: false,
    _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
  };
}

function template(): HTMLElement {
  const item = document.createElement('div');
  item.setAttribute('data-ms-post', 'item');
  item.innerHTML = `
    <img data-ms-post="ownerProfileImage" alt="">
    <span data-ms-post-creator="first-name"></span>
    <div data-ms-post="content"></div>
    <button type="button" data-ms-post="delete">Delete</button>`;
  document.body.append(item);
  return item;
}

const ALLOWED = new Set<string>(COMMENT_ALLOWED_TAGS);

describe('a post template filled from what the service answered', () => {
  afterEach(() => delete (window as { templateXss?: number }).templateXss);

  it('keeps every known XSS payload inert: only the allowlist, links to allowed targets with the contract’s rel', async () => {
    for (const payload of XSS_PAYLOADS) {
      const item = template();
      fillItem(item, 'post', post(`<p>before</p>${payload}<a href="https://example.com/ok">ok</a>`, author({}, null)));
      const content = item.querySelector('[data-ms-post="content"]')!;
      for (const element of content.querySelectorAll('*')) {
        expect(ALLOWED.has(element.localName), `${element.localName} from ${payload}`).to.equal(true);
        const attributes = [...element.attributes].map((attribute) => attribute.name);
        expect(attributes, payload).to.deep.equal(
          element.localName === 'a' && element.hasAttribute('href') ? ['href', 'rel'] : [],
        );
      }
      for (const link of content.querySelectorAll('a[href]')) {
        expect(['http:', 'https:', 'mailto:'], payload).to.include(new URL(link.getAttribute('href')!).protocol);
        expect(link.getAttribute('rel')).to.equal(COMMENT_LINK_REL);
      }
      expect(content.querySelector('p')?.textContent, 'what was allowed before it stays').to.equal('before');
      item.remove();
    }
    await aTimeout(200); // time for an image's error or a focus handler, had any survived
    expect((window as { templateXss?: number }).templateXss).to.equal(undefined);
  });

  it('shows an author’s fields as text, and loads only an http(s) profile image', async () => {
    const item = template();
    fillItem(
      item,
      'post',
      post('<p>x</p>', author({ 'first-name': `<img src=x onerror=${RUN}>` }, `javascript:${RUN}`)),
    );
    const name = item.querySelector('[data-ms-post-creator]')!;
    expect([name.textContent, name.children.length]).to.deep.equal([`<img src=x onerror=${RUN}>`, 0]);
    const image = item.querySelector('img')!;
    expect([image.hidden, image.hasAttribute('src')]).to.deep.equal([true, false]);

    fillItem(item, 'post', post('<p>x</p>', author({ 'first-name': 'Ada' }, 'https://cdn.example/ada.png')));
    expect([image.hidden, image.src, image.alt]).to.deep.equal([false, 'https://cdn.example/ada.png', 'Ada']);
    expect(
      item.querySelector<HTMLElement>('[data-ms-post="delete"]')!.hidden,
      'a control not filled yet is hidden',
    ).to.equal(true);
    await aTimeout(100);
    expect((window as { templateXss?: number }).templateXss).to.equal(undefined);
    item.remove();
  });

  it('says a deleted or hidden post with the catalogue’s words, and marks the item', () => {
    const item = template();
    fillItem(item, 'post', { ...post('', null), deleted: true });
    expect(item.querySelector('[data-ms-post="content"]')!.textContent).to.equal('This comment was deleted.');
    expect([
      item.hasAttribute('data-ms-deleted'),
      item.querySelector('[data-ms-post-creator]')!.textContent,
    ]).to.deep.equal([true, '']);
    fillItem(item, 'post', { ...post('', null), hidden: true });
    expect(item.querySelector('[data-ms-post="content"]')!.textContent).to.equal(
      'This comment was hidden by a moderator.',
    );
    expect([item.hasAttribute('data-ms-deleted'), item.hasAttribute('data-ms-hidden')]).to.deep.equal([false, true]);
    item.remove();
  });
});
