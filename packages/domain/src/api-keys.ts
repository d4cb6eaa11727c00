/**
 * API keys for partners (issue 34, docs/integrations.md): what a key may carry, who may give it, its
 * token's form, and the API's shapes. A key acts in one company with the permissions it was given, of
 * those its creator still holds (keyRightsOf), so a key never does more than a person who could make it.
 */
import { z } from 'zod';
import { requiredText } from './primitives.ts';
import { retryWait } from './retry-wait.ts';
import { type KeyRights, type Permission, permissions, permissionsOf, type Rights } from './roles.ts';

/** A key's token starts so: a partner's logs and a secret scanner can tell it from a session. */
export const API_KEY_PREFIX = 'pmsk_';
/** The characters of a token the list shows beside its name, to tell keys apart (the prefix and 8 more). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
/** The longest a key lives; the owner makes a new one after. */
export const API_KEY_MAX_DAYS = 730;
/** The longest name, and the most keys a company keeps unrevoked. */
export const API_KEY_NAME_MAX = 100;
export const API_KEYS_PER_COMPANY = 50;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * What a key is never given, whatever its creator holds: managing people and their roles, deleting the
 * company, and managing keys themselves are a person's acts (their routes refuse keys too).
 */
export const personOnlyPermissions: ReadonlySet<Permission> = new Set<Permission>([
  'employees.edit',
  'employees.roles',
  'company.delete',
  'integrations.manage',
]);

/** The permissions a key may carry, in the roles' order. */
export const apiKeyPermissions: readonly Permission[] = permissions.filter(
  (p) => !personOnlyPermissions.has(p),
);

export const apiKeyMessages = {
  invalid: 'API-ключ недействителен: он отозван, истёк или неизвестен',
  personOnly: 'Это действие доступно только сотруднику, не API-ключу',
  otherCompany: 'API-ключ действует только в своей компании',
  noPermissions: 'Выберите хотя бы одно право',
  personOnlyPermission: 'Это право нельзя выдать API-ключу',
  notHeld: 'Нельзя выдать ключу право, которого нет у вас',
  tooManyKeys: `У компании уже ${API_KEYS_PER_COMPANY} действующих ключей: отзовите ненужные`,
  expiry: `Срок действия — от 1 до ${API_KEY_MAX_DAYS} дней`,
  alreadyRevoked: 'Ключ уже отозван',
} as const;

/** The 429 of a key over its requests a minute. */
export const tooManyKeyRequestsFor = (ms: number) =>
  `Слишком много запросов с этим API-ключом. Попробуйте ${retryWait(ms)}`;

/**
 * Why `creator` may not give a key these permissions, or null: at least one, none of a person's own, and
 * only what the creator holds. Each refusal names the first permission it is about.
 */
export function apiKeyGrantRefusal(
  creator: Rights,
  wanted: readonly Permission[],
): { message: string; permission?: Permission } | null {
  if (wanted.length === 0) return { message: apiKeyMessages.noPermissions };
  const held = permissionsOf(creator);
  for (const permission of wanted) {
    if (personOnlyPermissions.has(permission))
      return { message: apiKeyMessages.personOnlyPermission, permission };
    if (!held.has(permission)) return { message: apiKeyMessages.notHeld, permission };
  }
  return null;
}

/**
 * What a key may do now: its permissions that its creator's role in the company still holds and a key
 * may carry. A creator demoted since loses the key those rights; one who left the company, the key.
 */
export function keyRightsOf(given: readonly string[], creatorRole: Rights): KeyRights {
  const held = permissionsOf(creatorRole);
  return {
    permissions: new Set(
      given.filter(
        (p): p is Permission => held.has(p as Permission) && !personOnlyPermissions.has(p as Permission),
      ),
    ),
  };
}

const permissionSchema = z.enum(permissions, { error: 'Неизвестное право' });

/** POST /api/v2/api-keys/ */
export const apiKeyCreateSchema = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  permissions: z
    .array(permissionSchema)
    .max(permissions.length)
    .transform((list) => [...new Set(list)]),
  /** Days from now until the key stops working. */
  expires_in_days: z
    .number({ error: apiKeyMessages.expiry })
    .int(apiKeyMessages.expiry)
    .min(1, apiKeyMessages.expiry)
    .max(API_KEY_MAX_DAYS, apiKeyMessages.expiry),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never its token, which only its creation answers once. */
export const apiKeyView = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters ('pmsk_' and 8 more), to tell keys apart. */
  prefix: z.string(),
  permissions: z.array(permissionSchema),
  /** Unix seconds. */
  expires_at: z.number(),
  created_at: z.number(),
  created_by: z.object({ id: z.number(), name: z.string() }),
  /** Unix seconds, to the minute; null if never used. */
  last_used_at: z.number().nullable(),
  revoked_at: z.number().nullable(),
  revoked_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

/** The creation's answer: the key with its token, shown this once and stored only as its hash. */
export const apiKeyCreatedView = apiKeyView.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedView>;

/** How the journal names a key that acted. */
export const apiKeyActorName = (name: string | null) => (name ? `API-ключ «${name}»` : 'API-ключ');
