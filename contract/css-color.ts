/**
 * CSS colours as the chat's settings take them (isCssColor) and what they are as red, green, blue
 * and alpha (parseCssColor), so that a colour can be judged for contrast before a page shows it.
 */

/** Longer text is no colour of ours: the grammar below has no colour that long. */
export const CSS_COLOR_MAX_CHARS = 64;

/** The CSS named colours and their sRGB values (CSS Color 4), `transparent` and `currentcolor` aside. */
const NAMED_COLORS: ReadonlyMap<string, number> = new Map(
  (
    'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc ' +
    'bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a ' +
    'burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 ' +
    'cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b ' +
    'darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b ' +
    'darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 ' +
    'darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f ' +
    'darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 ' +
    'dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 ' +
    'fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 ' +
    'green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c ' +
    'indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 ' +
    'lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 ' +
    'lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a ' +
    'lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 ' +
    'lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff ' +
    'maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db ' +
    'mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc ' +
    'mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 ' +
    'navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 ' +
    'orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee ' +
    'palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd ' +
    'powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 ' +
    'saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d ' +
    'silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa ' +
    'springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 ' +
    'turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 ' +
    'yellowgreen:9acd32'
  )
    .split(' ')
    .map((pair): [string, number] => {
      const [name = '', hex = ''] = pair.split(':');
      return [name, Number.parseInt(hex, 16)];
    }),
);

const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const PERCENT = `${NUMBER}%`;
const NUMBER_OR_PERCENT = `(?:${PERCENT}|${NUMBER})`;
const HUE = `${NUMBER}(?:deg|rad|grad|turn)?`;
const ALPHA = NUMBER_OR_PERCENT;
const list = (items: string[], separator: string) => items.join(separator);
// Legacy comma syntax and the modern space syntax with an optional `/ alpha`.
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(?:` +
    list([NUMBER_OR_PERCENT, NUMBER_OR_PERCENT, NUMBER_OR_PERCENT], String.raw`\s*,\s*`) +
    String.raw`(?:\s*,\s*${ALPHA})?` +
    '|' +
    list([NUMBER_OR_PERCENT, NUMBER_OR_PERCENT, NUMBER_OR_PERCENT], String.raw`\s+`) +
    String.raw`(?:\s*\/\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  'i',
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(?:` +
    list([HUE, NUMBER_OR_PERCENT, NUMBER_OR_PERCENT], String.raw`\s*,\s*`) +
    String.raw`(?:\s*,\s*${ALPHA})?` +
    '|' +
    list([HUE, NUMBER_OR_PERCENT, NUMBER_OR_PERCENT], String.raw`\s+`) +
    String.raw`(?:\s*\/\s*${ALPHA})?` +
    String.raw`)\s*\)$`,
  'i',
);
const KEYWORDS = new Set(['transparent', 'currentcolor']);

/**
 * Whether the text is one CSS colour and nothing else: a hex colour, `rgb()`/`rgba()`,
 * `hsl()`/`hsla()` or a named colour. Anything that could carry more into a style (`url(`, `;`,
 * `}`, comments, `var()`, `expression()`) fails, since the grammar allows none of it.
 */
export function isCssColor(value: string): boolean {
  if (value.length === 0 || value.length > CSS_COLOR_MAX_CHARS) return false;
  const name = value.toLowerCase();
  return HEX_COLOR.test(value) || RGB.test(value) || HSL.test(value) || NAMED_COLORS.has(name) || KEYWORDS.has(name);
}

/** sRGB channels 0 to 255 and alpha 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A channel of rgb(): a number 0 to 255 or a percentage. */
const channel = (token: string) =>
  clamp(token.endsWith('%') ? (Number.parseFloat(token) * 255) / 100 : Number(token), 0, 255);
/** An alpha: a number 0 to 1 or a percentage. */
const alpha = (token: string | undefined) =>
  token === undefined ? 1 : clamp(token.endsWith('%') ? Number.parseFloat(token) / 100 : Number(token), 0, 1);
/** A hue in degrees, from deg (the default), rad, grad or turn. */
function hue(token: string): number {
  const value = Number.parseFloat(token);
  if (token.endsWith('grad')) return value * 0.9;
  if (token.endsWith('rad')) return (value * 180) / Math.PI;
  if (token.endsWith('turn')) return value * 360;
  return value;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The tokens inside `rgb(...)` or `hsl(...)`, whichever syntax separates them. */
const functionArguments = (value: string) =>
  value
    .slice(value.indexOf('(') + 1, -1)
    .trim()
    .split(/\s*[,/]\s*|\s+/);

/**
 * The colour's channels, or `currentcolor` (the text's own colour, known only where it is used),
 * or null when the text is not a colour isCssColor takes.
 */
export function parseCssColor(text: string): Rgba | 'currentcolor' | null {
  const value = text.trim();
  if (!isCssColor(value)) return null;
  const lower = value.toLowerCase();
  if (lower === 'currentcolor') return 'currentcolor';
  if (lower === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(lower);
  if (named !== undefined) return { r: named >> 16, g: (named >> 8) & 0xff, b: named & 0xff, a: 1 };
  if (lower.startsWith('#')) {
    const pairs =
      lower.length <= 5 ? [...lower.slice(1)].map((digit) => digit + digit) : (lower.slice(1).match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = pairs.map((pair) => Number.parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const [first = '', second = '', third = '', fourth] = functionArguments(lower);
  if (lower.startsWith('rgb')) return { r: channel(first), g: channel(second), b: channel(third), a: alpha(fourth) };
  const [r, g, b] = hslToRgb(
    ((hue(first) % 360) + 360) % 360,
    clamp(Number.parseFloat(second) / 100, 0, 1),
    clamp(Number.parseFloat(third) / 100, 0, 1),
  );
  return { r, g, b, a: alpha(fourth) };
}

/** `over` laid on the opaque `under`, as a browser paints it. */
export const composite = (over: Rgba, under: Rgba): Rgba => ({
  r: over.r * over.a + under.r * (1 - over.a),
  g: over.g * over.a + under.g * (1 - over.a),
  b: over.b * over.a + under.b * (1 - over.a),
  a: 1,
});

/** WCAG 2's relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
