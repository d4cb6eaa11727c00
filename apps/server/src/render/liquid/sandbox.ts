/**
 * The one LiquidJS engine for staff templates (the confirmation e-mail, the invoice note), built so that
 * a template is data and nothing more: it reaches no file system and every rendering is bounded.
 * - include, render and layout are refused when the template is parsed (they are the tags that read
 *   files), and the engine's file system refuses every call in case another way to it ever appears;
 * - steps (every tag, text and output rendered), time, allocations and output size are bounded, so a
 *   loop of a million steps or a nested loop stops early with a reason;
 * - an error is the line and a Russian reason built here, never LiquidJS's English text, which may
 *   name files.
 * Synchronous on purpose: it runs in the template worker (liquid-worker.ts), off the event loop.
 */
import {
  type Context,
  type Emitter,
  type FS,
  Liquid,
  Tag,
  type TagToken,
  type TopLevelToken,
} from 'liquidjs';
import { templateLimits } from './template-limits.ts';

/** 100000 → '100 000', as the forms' own limits are written. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Why a template was stopped, in the words staff read. */
class Refusal extends Error {}

const fileTagRefused = (tag: string) => `тег ${tag} недоступен: шаблон не подключает файлы`;

/** include, render and layout: refused as soon as they are parsed, so a template holding one cannot be saved. */
class FileTag extends Tag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    throw new Refusal(fileTagRefused(token.name));
  }
  render(): void {}
}

const refuse = (): never => {
  throw new Refusal('шаблон не подключает файлы');
};
const noFiles: FS = {
  exists: refuse,
  existsSync: refuse,
  readFile: refuse,
  readFileSync: refuse,
  resolve: refuse,
  contains: refuse,
  containsSync: refuse,
  dirname: refuse,
  fallback: refuse,
};

const engine = new Liquid({
  fs: noFiles,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  dynamicPartials: false,
  cache: false,
  // Strict: a misspelt placeholder is an error staff see while editing, not a blank in a guest's mail.
  strictVariables: true,
  strictFilters: true,
  // The data is plain objects, but nothing of their prototypes (constructor, __proto__) is for templates.
  ownPropertyOnly: true,
  outputEscape: undefined,
  parseLimit: templateLimits.parse,
  renderLimit: templateLimits.renderMs,
  memoryLimit: templateLimits.memory,
});
for (const tag of ['include', 'render', 'layout']) engine.registerTag(tag, FileTag);

/** The budget of the rendering under way: one at a time, since rendering here is synchronous. */
let budget = { steps: 0, maxOutput: 0 };

/** Output that stops at its limit instead of growing; a capture's text is bounded the same way. */
class BoundedEmitter implements Emitter {
  buffer = '';
  write(html: unknown) {
    const text = typeof html === 'string' ? html : html == null ? '' : String(html);
    if (this.buffer.length + text.length > budget.maxOutput) {
      throw new Refusal(`текст после подстановки длиннее ${thousands(budget.maxOutput)} знаков`);
    }
    this.buffer += text;
  }
}

// Every loop pass and every block renders its children through this one method: counting them here
// bounds the steps whatever the template nests, and giving each top-level or captured rendering its
// own bounded output bounds what it can build.
const renderTemplates = engine.renderer.renderTemplates.bind(engine.renderer);
engine.renderer.renderTemplates = function* (templates, ctx: Context, emitter?: Emitter) {
  budget.steps += templates.length;
  if (budget.steps > templateLimits.steps) {
    throw new Refusal(
      `шаблон делает слишком много шагов (больше ${thousands(templateLimits.steps)}): уменьшите циклы`,
    );
  }
  return yield* renderTemplates(templates, ctx, emitter ?? new BoundedEmitter());
};

export interface TemplateSource {
  text: string;
  /** The longest text this template may produce. */
  maxOutput: number;
}
export type RenderOutcome =
  | { ok: true; texts: string[] }
  | { ok: false; index: number; line: number | null; reason: string };

export function renderSources(sources: TemplateSource[], data: object): RenderOutcome {
  const texts: string[] = [];
  for (const [index, source] of sources.entries()) {
    budget = { steps: 0, maxOutput: source.maxOutput };
    try {
      texts.push(String(engine.parseAndRenderSync(source.text, data)));
    } catch (err) {
      return { ok: false, index, line: lineOf(err), reason: reasonOf(err) };
    }
  }
  return { ok: true, texts };
}

function lineOf(err: unknown): number | null {
  const token = (err as { token?: { getPosition?: () => [number, number] } }).token;
  return token?.getPosition?.()[0] ?? null;
}

/** The error and what it wraps, innermost last. */
function* chain(err: unknown) {
  for (let e = err; e instanceof Error; e = (e as { originalError?: unknown }).originalError) yield e;
}

/** LiquidJS explains in English and may quote a file; staff read what is wrong in Russian. */
function reasonOf(err: unknown): string {
  const errors = [...chain(err)];
  const refusal = errors.find((e) => e instanceof Refusal);
  if (refusal) return refusal.message;
  const message = errors.map((e) => e.message).join('\n');
  const known: [RegExp, (m: RegExpExecArray) => string][] = [
    [/undefined variable: ([\w.[\]]+)/, (m) => `неизвестная подстановка {{ ${m[1]} }}`],
    [/undefined filter: (\w+)/, (m) => `неизвестный фильтр ${m[1]}`],
    [/tag "(\w+)" not found/, (m) => `неизвестный тег ${m[1]}`],
    [/^tag \{%-?\s*(\w+)[\s\S]* not closed/m, (m) => `тег ${m[1]} не закрыт`],
    [/^output .* not closed/m, () => 'не закрыты скобки {{ }}'],
    [/^raw .* not closed/m, () => 'тег raw не закрыт'],
    [/template render limit exceeded/, () => 'шаблон заполняется слишком долго: уменьшите циклы'],
    [/memory alloc limit exceeded/, () => 'шаблон строит слишком большие значения: уменьшите циклы'],
    [/parse length limit exceeded/, () => 'шаблон слишком длинный'],
  ];
  for (const [pattern, say] of known) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return 'непонятная запись: проверьте фигурные скобки {{ }} и теги {% %}';
}
