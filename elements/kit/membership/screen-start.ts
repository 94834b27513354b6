/** A field a person types in: a read-only one (an invite link to copy) is not where they start. */
const FIELD = 'input:not([readonly]), select, textarea';

/** Any control but Back: going back is rarely the next move on a screen just opened. */
const NOT_BACK = ':not([part~="back"])';

/**
 * Where a membership modal's screen takes the focus when it opens: its first field, so the person
 * can type at once; without one, its first control other than Back.
 */
export const SCREEN_START = [FIELD, NOT_BACK] as const;

/** The same, looking first inside `container` (a section beside a menu), then anywhere. */
export const screenStartWithin = (container: string) => [FIELD, `${container} ${NOT_BACK}`, NOT_BACK] as const;
