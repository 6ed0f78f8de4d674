// Issue 29: the sample projects tell one truth. What each project says about itself — its total, its
// "Daire Tipleri" table, its block count and the counts its texts give in Turkish, English and Russian —
// must be what its units (units.ts, the grid, the JSON-LD and the brochure read them) add up to.
import { SAMPLE_PROJECTS, SAMPLE_UNITS, type Localized, type SeedProject } from './index.js';

type Lang = keyof Localized;
const LANGS: Lang[] = ['tr', 'en', 'ru'];

/** Sizes as a test reads them off the units: totals, blocks, and units of each kind. */
interface Facts {
  total: number;
  /** Units that are not shops. */
  homes: number;
  blocks: number;
  /** By kind: the plan's rooms ("2+1"), "Loft" for a loft plan, "Ticari" for a shop (a unit with no plan
   *  in a project that has plans). */
  kinds: Map<string, number>;
}

const SHOP = 'Ticari';
const LOFT = 'Loft';

function planKind(project: SeedProject, key: string): string {
  const plan = project.plans[Number(key.replace('plan-', '')) - 1];
  if (!plan) throw new Error(`${project.slug}: a unit names ${key}, which the project does not have`);
  return /loft/i.test(plan.name.tr) ? LOFT : plan.rooms;
}

function factsOf(project: SeedProject): Facts {
  const seed = SAMPLE_UNITS.find((u) => u.project_slug === project.slug);
  const units = seed?.blocks.flatMap((b) => b.units) ?? [];
  const kinds = new Map<string, number>();
  for (const u of units) {
    const kind = u.plan_key ? planKind(project, u.plan_key) : project.plans.length ? SHOP : '';
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const shops = kinds.get(SHOP) ?? 0;
  return { total: units.length, homes: units.length - shops, blocks: seed?.blocks.length ?? 0, kinds };
}

/** A table row's kind: the rooms it names ("3+1 Bahçe Dubleks Villa" → "3+1"), else its Turkish name. */
const rowKind = (type: Localized) => /\d\+\d/.exec(type.tr)?.[0] ?? type.tr;

// Numbers as the texts write them (the ones the sample content uses for blocks and villas).
const WORDS: Record<Lang, Record<string, number>> = {
  tr: { bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9, on: 10 },
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
  },
  ru: {
    два: 2,
    двух: 2,
    три: 3,
    трёх: 3,
    четыре: 4,
    четырёх: 4,
    пять: 5,
    пяти: 5,
    шесть: 6,
    шести: 6,
    семь: 7,
    семи: 7,
  },
};

function numberOf(lang: Lang, word: string): number | undefined {
  const digits = word.replace(/[,.\s]/g, '');
  if (/^\d+$/.test(digits)) return Number(digits);
  return WORDS[lang][word.toLocaleLowerCase(lang)];
}

type Claim = { what: 'total' | 'homes' | 'blocks' | string; n: number; said: string };

const N = String.raw`(?<![\d+,.\p{L}])(\d[\d,.]*\d|\d|\p{L}+)`;
/** What a text says about sizes, as [pattern, what it counts]; `what` is a kind, 'total', 'homes' or
 *  'blocks', or a function of the match for "24 adet 1+1". Every pattern is one pass, no nesting. */
const CLAIMS: Record<Lang, [RegExp, Claim['what'] | ((m: RegExpExecArray) => string)][]> = {
  tr: [
    [new RegExp(`${N} (?:blok|bloğ)`, 'gu'), 'blocks'],
    [/(?<![\d+,.])(\d+) adet (\d\+\d)/gu, (m) => m[2] as string],
    [/(?<![\d+,.])(\d+) loft/giu, LOFT],
    [/(?<![\d+,.])(\d+) ticari/giu, SHOP],
    [/(?<![\d+,.])(\d+) (?:yeni )?bağımsız bölüm/gu, 'total'],
    [/(?<![\d+,.])(\d+) (?:dairelik|villalık|müstakil villa|villa\b)/gu, 'total'],
    [/(?<![\d+,.])(\d+) (?:konut|aile)/gu, 'homes'],
  ],
  en: [
    [new RegExp(`${N} blocks?\\b`, 'giu'), 'blocks'],
    [new RegExp(`${N} one-bedroom`, 'giu'), '1+1'],
    [new RegExp(`${N} two-bedroom`, 'giu'), '2+1'],
    [new RegExp(`${N} three-bedroom`, 'giu'), '3+1'],
    [new RegExp(`${N} (\\d\\+\\d)`, 'giu'), (m) => m[2] as string],
    [new RegExp(`${N} lofts\\b`, 'giu'), LOFT],
    [new RegExp(`${N} (?:shops|commercial units)\\b`, 'giu'), SHOP],
    [new RegExp(`${N} (?:new )?(?:homes and shops|units)\\b`, 'giu'), 'total'],
    [new RegExp(`${N} (?:detached two-storey )?villas\\b`, 'giu'), 'total'],
    [new RegExp(`${N} (?:homes|apartments|families)\\b(?! and shops)`, 'giu'), 'homes'],
  ],
  ru: [
    [new RegExp(`${N} корпус`, 'giu'), 'blocks'],
    [/(?<![\d+,.])(\d+) (?:квартир\p{L}*|вилл\p{L}*-дуплекс\p{L}*) (\d\+\d)/gu, (m) => m[2] as string],
    [/(?<![\d+,.])(\d+) лофт/gu, LOFT],
    [/(?<![\d+,.])(\d+) коммерческ/gu, SHOP],
    [/(?<![\d+,.])(\d+) (?:новых )?(?:квартир и помещений|помещени)/gu, 'total'],
    [/(?<![\d+,.])(\d+) вилл(?![аы]?-дуплекс)/gu, 'total'],
    [/(?<![\d+,.])(\d+) (?:квартир\p{L}*|семей)(?!\p{L})(?! \d\+\d| и помещений)/gu, 'homes'],
  ],
};

/** Every size a project's texts in one language state. */
function claimsOf(project: SeedProject, lang: Lang): Claim[] {
  const texts = [
    project.subtitle,
    project.description,
    project.technical_info.description,
    project.architecture.description,
  ].map((t) => t[lang]);
  const claims: Claim[] = [];
  for (const text of texts)
    for (const [pattern, what] of CLAIMS[lang])
      for (const m of text.matchAll(pattern)) {
        const n = numberOf(lang, m[1] as string);
        // A word that is not a number ("Lara–Kundu blocks", "new homes"): not a claim.
        if (n === undefined) continue;
        claims.push({ what: typeof what === 'function' ? what(m) : what, n, said: m[0] });
      }
  return claims;
}

function expected(facts: Facts, what: string): number {
  if (what === 'total') return facts.total;
  if (what === 'homes') return facts.homes;
  if (what === 'blocks') return facts.blocks;
  return facts.kinds.get(what) ?? 0;
}

describe('sample projects and their units', () => {
  it('gives every project units, and every unit a plan the project has', () => {
    for (const project of SAMPLE_PROJECTS)
      expect([project.slug, factsOf(project).total > 0]).toEqual([project.slug, true]);
  });

  it("states the units' total and, in its table, as many units of each type as there are", () => {
    const wrong: string[] = [];
    for (const project of SAMPLE_PROJECTS) {
      const facts = factsOf(project);
      const info = project.technical_info;
      if (info.total_units !== facts.total)
        wrong.push(`${project.slug}: total_units ${info.total_units}, units ${facts.total}`);
      if (info.units.length === 0) continue;
      const stated = new Map<string, number>();
      for (const row of info.units)
        stated.set(rowKind(row.type), (stated.get(rowKind(row.type)) ?? 0) + row.count);
      for (const kind of new Set([...stated.keys(), ...facts.kinds.keys()]))
        if ((stated.get(kind) ?? 0) !== (facts.kinds.get(kind) ?? 0))
          wrong.push(
            `${project.slug}: table ${kind} ${stated.get(kind) ?? 0}, units ${facts.kinds.get(kind) ?? 0}`,
          );
      const sum = info.units.reduce((n, row) => n + row.count, 0);
      if (sum !== info.total_units)
        wrong.push(`${project.slug}: table sums to ${sum}, total_units ${info.total_units}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says in tr, en and ru only the totals, type counts and block counts its units have', () => {
    const wrong: string[] = [];
    for (const project of SAMPLE_PROJECTS) {
      const facts = factsOf(project);
      for (const lang of LANGS) {
        const claims = claimsOf(project, lang);
        // Every project names its size in every language, so the check below has something to check.
        if (!claims.some((c) => c.what === 'total' || c.what === 'homes'))
          wrong.push(`${project.slug} (${lang}): no total stated`);
        for (const c of claims)
          if (c.n !== expected(facts, c.what))
            wrong.push(
              `${project.slug} (${lang}): "${c.said}" — units: ${expected(facts, c.what)} ${c.what}`,
            );
      }
    }
    expect(wrong).toEqual([]);
  });
});
