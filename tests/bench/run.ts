// `npm run bench`: every figure beside its target and its reference, measured in this one run.
import { adminMemberListFigures } from './admin-member-list';
import { apiThroughputFigures } from './api-throughput';
import { bundleSizeFigures } from './bundle-size';
import { chatFigures } from './chat';
import { chatBundleFigures } from './chat-bundle';
import { COMMENTS_BUNDLE_TITLE, commentsBundleFigures } from './comments-bundle';
import { COMMENTS_FIRST_PAGE_TITLE, commentsFirstPageFigures } from './comments-first-page';
import { COMMENTS_LIVE_TITLE, commentsLiveFigures } from './comments-live';
import { COMMENTS_STREAM_MEMORY_TITLE, commentsStreamMemoryFigures } from './comments-stream-memory';
import { consoleActivityFigures } from './console-activity';
import { dashboardFigures } from './dashboard';
import { hashingFloodFigures } from './hashing-flood';
import { loginFloodFigures } from './login-flood';
import { memberImportFigures } from './member-import';
import { membershipThroughputFigures } from './membership-throughput';
import { mountCostFigures } from './mount-cost';
import { noCodeFigures } from './no-code';
import { NPM_PACKAGE_TITLE, npmPackageFigures } from './npm-package';
import { openModalFigures } from './open-modal';
import { passkeyVerifyFigures } from './passkey-verify';
import { printFigures, type Figure } from './report';
import { productionFigures } from './production';
import { tableControlsFigures } from './table-controls';
import { xrayBundleFigures } from './xray-bundle';
import { xrayOverlayFigures } from './xray-overlay';
import { xrayScanFigures } from './xray-scan';

const sections: [string, () => Promise<Figure[]>][] = [
  ['CDN bundle size (minified, gzip -9)', bundleSizeFigures],
  ['The chat element in the CDN bundle (minified, gzip -9)', chatBundleFigures],
  [COMMENTS_BUNDLE_TITLE, commentsBundleFigures],
  [NPM_PACKAGE_TITLE, npmPackageFigures],
  ['X-ray inspector bytes, loaded only in test mode (minified, gzip -9)', xrayBundleFigures],
  ['Mounting cost in Chromium (median of 15, alternating)', mountCostFigures],
  ['Membership modal in Chromium (median of 15, alternating)', openModalFigures],
  ['The X-ray scan in Chromium (median of 25, alternating with the references)', xrayScanFigures],
  ['X-ray overlays in Chromium: script time per scroll frame', xrayOverlayFigures],
  ['The no-code runtime: weight, and gating in Chromium (median of 7 warm page loads; 6 first visits)', noCodeFigures],
  ['The dashboard in Chromium, production build (median of 7 page loads)', dashboardFigures],
  ['Table controls in Chromium, 5,000 rows (median of 9, alternating with a plain React table)', tableControlsFigures],
  ['Product API throughput on loopback (autocannon, 10 connections, 5 s)', apiThroughputFigures],
  ['Membership service on loopback (autocannon, 10 connections, 5 s)', membershipThroughputFigures],
  [
    "The admin API's member list (GET /membership/admin/members) at 100,000 members (median of 21 over loopback)",
    adminMemberListFigures,
  ],
  [
    'The console member import of 10,000 rows (POST .../members/import/preview and /commit over loopback)',
    memberImportFigures,
  ],
  [
    "The console's activity figures (GET /membership/console/activity) at 100,000 members (median of 21 over loopback)",
    consoleActivityFigures,
  ],
  [COMMENTS_FIRST_PAGE_TITLE, commentsFirstPageFigures],
  [COMMENTS_LIVE_TITLE, commentsLiveFigures],
  [COMMENTS_STREAM_MEMORY_TITLE, commentsStreamMemoryFigures],
  ['Chat: the built-in analyst streaming over loopback (POST /api/chat)', chatFigures],
  [
    'Production: nginx in front of one and two instances on PostgreSQL and Redis (autocannon, 10 connections, 5 s), and the cost of the log line and metrics',
    productionFigures,
  ],
  ['Passkey sign-in on the server, beside a password sign-in', passkeyVerifyFigures],
  ['Wrong logins from one address, refused 429 (autocannon, 20 connections, 20 s)', loginFloodFigures],
  [
    'Wrong logins for unknown emails from 100 addresses at the hashing rate (8 s, hashing queue bounded vs unbounded)',
    hashingFloodFigures,
  ],
];

// `npm run bench -- dashboard mounting` measures only the sections whose titles name those words.
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = sections.filter(
  ([title]) => !wanted.length || wanted.some((word) => title.toLowerCase().includes(word)),
);

let missed = 0;
for (const [title, measure] of chosen) {
  const figures = await measure();
  printFigures(title, figures);
  missed += figures.filter((figure) => figure.meetsTarget === false).length;
}
console.log(missed ? `\n${missed} figure(s) missed their target.` : '\nEvery figure meets its target.');
