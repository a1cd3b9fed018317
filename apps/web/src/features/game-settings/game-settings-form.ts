import {
  type CreateGameSettings,
  CreateGameSettingsSchema,
  DEFAULT_GAME_SETTINGS,
  type GameSettings,
  type LastCallRule,
  type UpdateGameSettings,
  UpdateGameSettingsSchema,
} from '@bingo/contracts';
import { type NumberField, numberFieldValue, wholeNumberValue } from '@/lib/number-field';
import { fieldErrors } from '@/lib/zod-errors';

export interface GameSettingsValues {
  shopId: string;
  minCards: NumberField;
  maxCards: NumberField;
  defaultBetAmount: NumberField;
  minStackAmount: NumberField;
  lastCallRule: LastCallRule;
}

/** A new shop starts from the spec's defaults: 1 to 10 cards, 10 Br bet and minimum stake. */
export function initialValues(settings: GameSettings | null): GameSettingsValues {
  if (settings) {
    const { shopId, minCards, maxCards, defaultBetAmount, minStackAmount, lastCallRule } = settings;
    return { shopId, minCards, maxCards, defaultBetAmount, minStackAmount, lastCallRule };
  }
  return { shopId: '', ...DEFAULT_GAME_SETTINGS };
}

function fieldsOf(values: GameSettingsValues) {
  return {
    minCards: wholeNumberValue(values.minCards),
    maxCards: wholeNumberValue(values.maxCards),
    defaultBetAmount: numberFieldValue(values.defaultBetAmount),
    minStackAmount: numberFieldValue(values.minStackAmount),
    lastCallRule: values.lastCallRule,
  };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

/** The add dialog's body, or the spec's message per field ('Please select a shop', ...). */
export function checkNewGameSettings(values: GameSettingsValues): Checked<CreateGameSettings> {
  const parsed = CreateGameSettingsSchema.safeParse({
    shopId: values.shopId || undefined,
    ...fieldsOf(values),
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The edit dialog's body: the shop is fixed, so it travels in the path only. */
export function checkGameSettingsEdit(values: GameSettingsValues): Checked<UpdateGameSettings> {
  const parsed = UpdateGameSettingsSchema.safeParse(fieldsOf(values));
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
