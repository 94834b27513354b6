import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import '../../elements/chainforge-chat/chainforge-chat';
import { ChatRequestError, fetchAgentSettings, saveAgentSettings } from '../../elements/core/chat-api';
import {
  AGENT_COLOR_NAMES,
  AGENT_SETTINGS_LIMITS,
  type AgentColorName,
  type AgentColors,
  type AgentSettings,
  type AgentSettingsUpdate,
  DEFAULT_AGENT_SETTINGS,
  isCssColor,
} from '../../elements/core/contract/chat';
import { Field, FieldError, Input, Label } from '../../elements/kit/form/field.styles';
import { SubmitButton } from '../../elements/kit/form/submit-button';
import { IconButton, OutlineButton } from '../../elements/kit/ui/button';
import { ErrorNotice } from '../../elements/kit/ui/error-notice';
import { LoadingBar } from '../../elements/kit/ui/loading-bar';
import { showAlert } from '../alerts/alert-store';
import { Muted, PageTitle, Panel, PanelHeader } from '../layout/page-parts';
import { themeStore } from '../theme-store';

// ---------------------------------------------------------------------------------------------
// The draft: what the form holds, and what it means for the API.

interface Draft {
  title: string;
  greeting: string;
  disclaimer: string;
  /** Each prompt with a key of its own, so removing one keeps the others' inputs (and focus). */
  prompts: { key: number; text: string }[];
  colors: Record<AgentColorName, string>;
}

type FieldName = 'title' | 'greeting' | 'disclaimer' | 'prompts' | 'colors';
interface Problems {
  fields: Partial<Record<FieldName, string>>;
  prompts: Record<number, string>;
  colors: Partial<Record<AgentColorName, string>>;
}

let nextKey = 1;
const promptItems = (prompts: readonly string[]) => prompts.map((text) => ({ key: nextKey++, text }));

function draftOf(settings: AgentSettings): Draft {
  return {
    title: settings.title,
    greeting: settings.greeting,
    disclaimer: settings.disclaimer,
    prompts: promptItems(settings.prompts),
    colors: Object.fromEntries(AGENT_COLOR_NAMES.map((name) => [name, settings.colors[name] ?? ''])) as Record<
      AgentColorName,
      string
    >,
  };
}

const colorsOf = (draft: Draft): AgentColors =>
  Object.fromEntries(
    AGENT_COLOR_NAMES.flatMap((name) => (draft.colors[name].trim() ? [[name, draft.colors[name].trim()]] : [])),
  );

const promptsOf = (draft: Draft) => draft.prompts.map((prompt) => prompt.text.trim());

/** Only what changed: the API takes partial updates, and `colors` as a whole. */
function changesOf(draft: Draft, saved: AgentSettings): AgentSettingsUpdate {
  const update: AgentSettingsUpdate = {};
  if (draft.title.trim() !== saved.title) update.title = draft.title.trim();
  if (draft.greeting.trim() !== saved.greeting) update.greeting = draft.greeting.trim();
  if (draft.disclaimer.trim() !== saved.disclaimer) update.disclaimer = draft.disclaimer.trim();
  if (JSON.stringify(promptsOf(draft)) !== JSON.stringify(saved.prompts)) update.prompts = promptsOf(draft);
  const colors = colorsOf(draft);
  const savedColors = Object.fromEntries(Object.entries(saved.colors).filter(([, value]) => value));
  if (JSON.stringify(colors) !== JSON.stringify(sortedColors(savedColors))) update.colors = colors;
  return update;
}

const sortedColors = (colors: AgentColors): AgentColors =>
  Object.fromEntries(AGENT_COLOR_NAMES.flatMap((name) => (colors[name] ? [[name, colors[name]]] : [])));

const characters = (text: string) => [...text.trim()].length;

function problemsOf(draft: Draft): Problems {
  const limits = AGENT_SETTINGS_LIMITS;
  const fields: Problems['fields'] = {};
  if (!draft.title.trim()) fields.title = 'Give the chat a title.';
  else if (characters(draft.title) > limits.titleChars) fields.title = `At most ${limits.titleChars} characters.`;
  if (characters(draft.greeting) > limits.greetingChars)
    fields.greeting = `At most ${limits.greetingChars} characters.`;
  if (characters(draft.disclaimer) > limits.disclaimerChars) {
    fields.disclaimer = `At most ${limits.disclaimerChars} characters.`;
  }
  if (draft.prompts.length < limits.minPrompts) fields.prompts = 'Add at least one prompt.';
  const prompts: Problems['prompts'] = {};
  draft.prompts.forEach((prompt, index) => {
    if (!prompt.text.trim()) prompts[index] = 'Write the prompt, or remove it.';
    else if (characters(prompt.text) > limits.promptChars) prompts[index] = `At most ${limits.promptChars} characters.`;
  });
  const colors: Problems['colors'] = {};
  for (const name of AGENT_COLOR_NAMES) {
    const value = draft.colors[name].trim();
    if (value && !isCssColor(value)) colors[name] = 'Not a colour: use #rrggbb, rgb(), hsl() or a colour name.';
  }
  return { fields, prompts, colors };
}

const hasProblems = (problems: Problems) =>
  Object.keys(problems.fields).length + Object.keys(problems.prompts).length + Object.keys(problems.colors).length > 0;

/**
 * The server's validation message (`title: must not be empty; prompts.1: must be at most 200
 * characters`) by field, to be shown beside each.
 */
export function serverProblems(message: string): Problems | null {
  const problems: Problems = { fields: {}, prompts: {}, colors: {} };
  let found = false;
  for (const part of message.split('; ')) {
    const match = /^(title|greeting|disclaimer|prompts|colors)(?:\.(\w+))?: (.+)$/.exec(part.trim());
    if (!match) continue;
    const [, field, detail, text] = match as unknown as [string, FieldName, string | undefined, string];
    const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
    found = true;
    if (field === 'prompts' && detail !== undefined && /^\d+$/.test(detail))
      problems.prompts[Number(detail)] = sentence;
    else if (field === 'colors' && detail && (AGENT_COLOR_NAMES as readonly string[]).includes(detail)) {
      problems.colors[detail as AgentColorName] = sentence;
    } else problems.fields[field] = sentence;
  }
  return found ? problems : null;
}

const COLOR_LABELS: Record<AgentColorName, string> = {
  primary: 'Accent (buttons, links)',
  background: 'Background',
  surface: 'Message box',
  text: 'Text',
  muted: 'Secondary text',
  border: 'Borders',
  userBubble: "Visitor's bubble",
  userText: "Visitor's text",
  assistantBubble: "Assistant's bubble",
  assistantText: "Assistant's text",
};

/** The theme token each colour stands in for when left empty, as the chat element maps them. */
const THEME_TOKENS: Record<AgentColorName, string> = {
  primary: '--cf-color-primary',
  background: '--cf-color-surface',
  surface: '--cf-color-surface-raised',
  text: '--cf-color-text',
  muted: '--cf-color-text-muted',
  border: '--cf-color-border',
  userBubble: '--cf-color-primary',
  userText: '--cf-color-on-primary',
  assistantBubble: '--cf-color-surface-raised',
  assistantText: '--cf-color-text',
};

/** The theme's colours (hex), read from the page once its theme is applied: what an empty colour shows. */
function useThemeColors(theme: string): Record<AgentColorName, string> {
  const [colors, setColors] = useState<Record<AgentColorName, string>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the theme changes.
  useLayoutEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setColors(
      Object.fromEntries(
        AGENT_COLOR_NAMES.map((name) => [name, style.getPropertyValue(THEME_TOKENS[name]).trim()]),
      ) as Record<AgentColorName, string>,
    );
  }, [theme]);
  return colors ?? (Object.fromEntries(AGENT_COLOR_NAMES.map((name) => [name, ''])) as Record<AgentColorName, string>);
}

/** The swatch takes `#rrggbb` only: `#rgb` is widened, and other colours show as the fallback. */
function hexOf(value: string, fallback: string): string {
  const text = value.trim();
  if (/^#[\da-f]{6}$/i.test(text)) return text.toLowerCase();
  const short = /^#([\da-f])([\da-f])([\da-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[\da-f]{6}$/i.test(fallback) ? fallback : '#000000';
}

// ---------------------------------------------------------------------------------------------
// Layout

const Lead = styled(Muted)`
  margin: -12px 0 20px;
  max-width: 70ch;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 440px);
  gap: 24px;
  align-items: start;

  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

const Form = styled.form`
  display: grid;
  gap: 20px;
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  height: auto;
  min-height: 76px;
  max-height: 260px;
  padding: 9px 12px;
  line-height: 1.45;
  resize: vertical;
  field-sizing: content;
`;

const Hint = styled.span`
  font-size: 12px;
  font-weight: 400;
  color: var(--cf-color-text-muted);
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
`;

const PromptList = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  li { display: grid; gap: 4px; }
`;

const PromptRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  > span {
    flex: none;
    width: 22px;
    color: var(--cf-color-text-muted);
    font-size: 13px;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  input { flex: 1 1 auto; min-width: 0; }
`;

const ColorGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 14px 18px;
`;

const ColorRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  input[type='color'] {
    flex: none;
    width: 40px;
    height: 40px;
    padding: 3px;
    background: var(--cf-color-background);
    border: 1px solid var(--cf-color-border);
    border-radius: 8px;
    cursor: pointer;
  }
  input[type='text'] { flex: 1 1 auto; min-width: 0; font-family: var(--cf-font-mono); font-size: 13px; }
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 10px 12px;
  padding: 12px 16px;
  background: color-mix(in srgb, var(--cf-color-surface) 92%, transparent);
  backdrop-filter: blur(6px);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  box-shadow: var(--cf-shadow);

  > p { flex: 1 1 auto; margin: 0; color: var(--cf-color-text-muted); font-size: 13px; }
  > button[type='submit'] { width: auto; min-width: 140px; padding: 0 18px; }

  /* On a phone a bar that stays would cover a third of the form: it ends the form instead. */
  @media (max-width: 720px) {
    position: static;
    > p { flex-basis: 100%; }
    > button[type='submit'] { flex: 1 1 auto; }
  }
`;

const Preview = styled.aside`
  position: sticky;
  top: 76px;
  display: grid;
  gap: 10px;
  min-width: 0;

  h2 { margin: 0; font-size: 15px; font-weight: 600; }

  @media (max-width: 1100px) { position: static; }
`;

const Notice = styled(Panel)`
  display: grid;
  gap: 8px;
  max-width: 640px;

  h2 { margin: 0; font-size: 16px; }
`;

// ---------------------------------------------------------------------------------------------

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <PanelHeader>
        <h2 id={id}>{title}</h2>
        {hint && <Hint>{hint}</Hint>}
      </PanelHeader>
      <Fields>{children}</Fields>
    </Panel>
  );
}

function TextSetting({
  label,
  value,
  max,
  error,
  multiline = false,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const count = characters(value);
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        <Hint id={`${id}-count`} aria-label={`${count} of at most ${max} characters`}>
          {count}/{max}
        </Hint>
      </LabelRow>
      {multiline ? <TextArea {...props} rows={3} /> : <Input {...props} type="text" />}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

export function AgentSettingsPage() {
  const { theme } = useSnapshot(themeStore);
  const themeColors = useThemeColors(theme);
  const [saved, setSaved] = useState<AgentSettings>();
  const [draft, setDraft] = useState<Draft>();
  const [load, setLoad] = useState<{ status: 'loading' | 'loaded' | 'forbidden' | 'error'; message?: string }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [fromServer, setFromServer] = useState<Problems | null>(null);
  const promptInputs = useRef(new Map<number, HTMLInputElement>());
  const focusPrompt = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again.
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchAgentSettings().then(
      (settings) => {
        if (!current) return;
        setSaved(settings);
        setDraft(draftOf(settings));
        setLoad({ status: 'loaded' });
      },
      (error: unknown) => {
        if (!current) return;
        const forbidden = error instanceof ChatRequestError && error.kind === 'forbidden';
        setLoad({
          status: forbidden ? 'forbidden' : 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (focusPrompt.current === null) return;
    promptInputs.current.get(focusPrompt.current)?.focus();
    focusPrompt.current = null;
  });

  const problems = useMemo(() => (draft ? problemsOf(draft) : null), [draft]);
  const changes = useMemo(() => (draft && saved ? changesOf(draft, saved) : {}), [draft, saved]);
  const changed = Object.keys(changes).length > 0;
  const shown: Problems = {
    fields: { ...(showProblems ? problems?.fields : {}), ...fromServer?.fields },
    prompts: { ...(showProblems ? problems?.prompts : {}), ...fromServer?.prompts },
    colors: { ...problems?.colors, ...fromServer?.colors },
  };

  const edit = useCallback((change: (draft: Draft) => Draft) => {
    setDraft((current) => (current ? change(current) : current));
    setFromServer(null);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !changed || saving) return;
    if (problems && hasProblems(problems)) {
      setShowProblems(true);
      showAlert('error', 'Some settings need a look before they can be saved.');
      return;
    }
    setSaving(true);
    try {
      const next = await saveAgentSettings(changes);
      setSaved(next);
      setDraft(draftOf(next));
      setShowProblems(false);
      showAlert('success', 'Chat settings saved.');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFromServer(serverProblems(message));
      showAlert('error', `The settings were not saved: ${message}`, 6000);
    } finally {
      setSaving(false);
    }
  };

  if (load.status !== 'loaded' || !draft || !saved) {
    return (
      <>
        <PageTitle>Chat Agent Settings</PageTitle>
        {load.status === 'loading' && <LoadingBar label="Loading the chat settings" />}
        {load.status === 'forbidden' && (
          <Notice role="status">
            <h2>Not part of your plan</h2>
            <Muted>
              The chat agent is not part of your account's plan, so there are no chat settings to change. A chat agent
              (ctfd) plan includes the assistant and its settings.
            </Muted>
          </Notice>
        )}
        {load.status === 'error' && (
          <Panel>
            <ErrorNotice
              message={`Unable to load the chat settings. ${load.message ?? ''}`}
              onRetry={() => setAttempt((count) => count + 1)}
            />
          </Panel>
        )}
      </>
    );
  }

  const previewColors = colorsOf(draft);
  const validPreviewColors = Object.fromEntries(
    Object.entries(previewColors).filter(([, value]) => isCssColor(value)),
  ) as AgentColors;

  return (
    <>
      <PageTitle>Chat Agent Settings</PageTitle>
      <Lead>
        What visitors see in the Chain Forge chat: its title, greeting, small print, suggested prompts and colours. The
        preview follows your changes; they apply to the chat once saved.
      </Lead>
      <Layout>
        <Form onSubmit={submit} noValidate aria-label="Chat settings">
          <Section title="Chat window">
            <TextSetting
              label="Title"
              value={draft.title}
              max={AGENT_SETTINGS_LIMITS.titleChars}
              error={shown.fields.title}
              onChange={(title) => edit((current) => ({ ...current, title }))}
            />
            <TextSetting
              label="Greeting"
              value={draft.greeting}
              max={AGENT_SETTINGS_LIMITS.greetingChars}
              error={shown.fields.greeting}
              multiline
              onChange={(greeting) => edit((current) => ({ ...current, greeting }))}
            />
            <TextSetting
              label="Disclaimer"
              value={draft.disclaimer}
              max={AGENT_SETTINGS_LIMITS.disclaimerChars}
              error={shown.fields.disclaimer}
              multiline
              onChange={(disclaimer) => edit((current) => ({ ...current, disclaimer }))}
            />
          </Section>

          <Section
            title="Suggested prompts"
            hint={`${draft.prompts.length} of ${AGENT_SETTINGS_LIMITS.maxPrompts}; a click sends one`}
          >
            <PromptList aria-label="Suggested prompts">
              {draft.prompts.map((prompt, index) => {
                const error = shown.prompts[index];
                const id = `prompt-${prompt.key}`;
                return (
                  <li key={prompt.key}>
                    <PromptRow>
                      <span aria-hidden="true">{index + 1}.</span>
                      <Input
                        ref={(element: HTMLInputElement | null) => {
                          if (element) promptInputs.current.set(prompt.key, element);
                          else promptInputs.current.delete(prompt.key);
                        }}
                        id={id}
                        type="text"
                        value={prompt.text}
                        aria-label={`Prompt ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => {
                          const text = event.currentTarget.value;
                          edit((current) => ({
                            ...current,
                            prompts: current.prompts.map((item) =>
                              item.key === prompt.key ? { ...item, text } : item,
                            ),
                          }));
                        }}
                      />
                      <IconButton
                        type="button"
                        aria-label={`Remove prompt ${index + 1}`}
                        title="Remove"
                        disabled={draft.prompts.length <= AGENT_SETTINGS_LIMITS.minPrompts}
                        onClick={() => {
                          const neighbour = draft.prompts[index + 1] ?? draft.prompts[index - 1];
                          focusPrompt.current = neighbour?.key ?? null;
                          edit((current) => ({
                            ...current,
                            prompts: current.prompts.filter((item) => item.key !== prompt.key),
                          }));
                        }}
                      >
                        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none">
                          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                        </svg>
                      </IconButton>
                    </PromptRow>
                    {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
                  </li>
                );
              })}
            </PromptList>
            {shown.fields.prompts && <FieldError>{shown.fields.prompts}</FieldError>}
            <div>
              <OutlineButton
                type="button"
                disabled={draft.prompts.length >= AGENT_SETTINGS_LIMITS.maxPrompts}
                onClick={() => {
                  const [added] = promptItems(['']);
                  if (!added) return;
                  focusPrompt.current = added.key;
                  edit((current) => ({ ...current, prompts: [...current.prompts, added] }));
                }}
              >
                + Add a prompt
              </OutlineButton>
            </div>
          </Section>

          <Section title="Colours" hint="Empty: the theme's colour">
            <ColorGrid>
              {AGENT_COLOR_NAMES.map((name) => {
                const value = draft.colors[name];
                const error = shown.colors[name];
                const id = `color-${name}`;
                const setColor = (color: string) =>
                  edit((current) => ({ ...current, colors: { ...current.colors, [name]: color } }));
                return (
                  <Field key={name}>
                    <Label htmlFor={id}>{COLOR_LABELS[name]}</Label>
                    <ColorRow>
                      <input
                        type="color"
                        aria-label={`${COLOR_LABELS[name]}: pick a colour`}
                        value={hexOf(value, themeColors[name])}
                        onChange={(event) => setColor(event.currentTarget.value)}
                      />
                      <Input
                        id={id}
                        type="text"
                        value={value}
                        placeholder={themeColors[name] ? `Theme: ${themeColors[name]}` : 'Theme default'}
                        spellCheck={false}
                        autoCapitalize="none"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => setColor(event.currentTarget.value)}
                      />
                      {value && (
                        <IconButton
                          type="button"
                          aria-label={`${COLOR_LABELS[name]}: use the theme's colour`}
                          title="Use the theme's colour"
                          onClick={() => setColor('')}
                        >
                          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none">
                            <path
                              d="M6 6l12 12M18 6 6 18"
                              stroke="currentColor"
                              strokeWidth="2"
                              strokeLinecap="round"
                            />
                          </svg>
                        </IconButton>
                      )}
                    </ColorRow>
                    {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
                  </Field>
                );
              })}
            </ColorGrid>
            {shown.fields.colors && <FieldError>{shown.fields.colors}</FieldError>}
          </Section>

          <Actions>
            <p aria-live="polite">{changed ? 'You have unsaved changes.' : 'All changes saved.'}</p>
            <OutlineButton
              type="button"
              onClick={() => {
                setDraft(draftOf(DEFAULT_AGENT_SETTINGS));
                setFromServer(null);
              }}
            >
              Use the defaults
            </OutlineButton>
            <OutlineButton
              type="button"
              disabled={!changed || saving}
              onClick={() => {
                setDraft(draftOf(saved));
                setShowProblems(false);
                setFromServer(null);
              }}
            >
              Discard changes
            </OutlineButton>
            <SubmitButton busy={saving} disabled={!changed}>
              Save changes
            </SubmitButton>
          </Actions>
        </Form>

        <Preview aria-labelledby="chat-preview-title">
          <h2 id="chat-preview-title">Live preview</h2>
          <chainforge-chat
            theme={theme}
            inline
            newChat
            configName="supplyChain"
            heading={draft.title.trim() || DEFAULT_AGENT_SETTINGS.title}
            greeting={draft.greeting.trim()}
            disclaimer={draft.disclaimer.trim()}
            prompts={promptsOf(draft).filter(Boolean).length > 0 ? promptsOf(draft).filter(Boolean) : undefined}
            colors={validPreviewColors}
            maxHeight="560px"
          />
        </Preview>
      </Layout>
    </>
  );
}
