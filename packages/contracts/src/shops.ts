import { z } from 'zod';
import { IdSchema, IsoTimeSchema } from './common';
import { type FieldLabel, withoutControlCharacters } from './text';

export const SHOP_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  /** The super agent's Create New Shop dialog. */
  allFieldsRequired: 'All fields are required',
  selectShop: 'Please select a shop',
  selectCashier: 'Please select a cashier',
  agentNotFound: 'Selected agent not found. Please try selecting an agent again.',
  noAvailableShops: 'No available shops found. All shops already have cashiers assigned.',
  invalidShop: 'Invalid shop selection. Please select a valid shop.',
  createShopFirst: 'You need to create a shop first before adding cashiers.',
  allShopsTaken: 'All shops already have cashiers assigned',
  shopCreated: 'Shop created successfully!',
  shopUpdated: 'Shop updated successfully!',
  shopDeleted: 'Shop deleted successfully!',
  shopAssigned: 'Shop assigned successfully!',
  shopNotFound: 'Shop not found',
  cashierNotFound: 'Cashier not found',
  cashierIdOnCreate: 'Assign a cashier after the shop is created',
  /** A cashier stays in its shop while its game runs or its shift is open (the shift counts its sales). */
  cashierGameRunning:
    'This cashier has a game running. Wait for it to end before moving them to another shop.',
  cashierShiftOpen: "Close this cashier's shift before moving them to another shop.",
  /** The same for a shop's own changes: a new agent, a delete, a replacement for an inactive cashier. */
  shopGameRunning: "This shop's cashier has a game running. Wait for it to end first.",
  shopShiftOpen: "This shop's cashier has an open shift. Close the shift first.",
  /**
   * Nothing is handed to a deactivated user (it cannot log in): a new cashier follows its shop's
   * agent, and an inactive cashier is seated nowhere.
   */
  agentInactive: "This shop's agent is inactive. Move the shop to an active agent first.",
  cashierInactive: 'This cashier is inactive. Activate them before assigning a shop.',
  /** An edit made on a form loaded before someone else's save: sending it would undo that save. */
  shopChanged: 'Someone else changed this shop after you opened it. Open it again to see their changes.',
} as const;

const MAX_SHOP_TEXT = 200;

const shopText = (required: string, label: FieldLabel) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(MAX_SHOP_TEXT, { error: `${label} must be at most ${MAX_SHOP_TEXT} characters` }),
    label,
  );

const shopFields = (required: string) => ({
  name: shopText(required, 'Name'),
  country: shopText(required, 'Country'),
  city: shopText(required, 'City'),
  woreda: shopText(required, 'Woreda'),
  location: shopText(required, 'Location'),
});

/**
 * POST /api/Shop. An Admin or a SuperAgent names the agent; an Agent's shops are its own, so it
 * may leave `agentId` out. A cashier is seated later through assign-cashier (the old clients send
 * `cashierId: null`, which is accepted).
 */
export const CreateShopRequestSchema = z
  .object({
    ...shopFields(SHOP_MESSAGES.fillAll),
    agentId: z.uuid({ error: SHOP_MESSAGES.fillAll }).optional(),
    cashierId: z.null({ error: SHOP_MESSAGES.cashierIdOnCreate }).optional(),
  })
  .strict();
export type CreateShopRequest = z.infer<typeof CreateShopRequestSchema>;

/**
 * PUT /api/Shop/{id}: the whole shop; `agentId` moves it to another agent (not for an Agent).
 * `expectedUpdatedAt` is the shop's `updatedAt` as the form loaded it: if the shop changed since,
 * the edit is refused (409) instead of putting back what the other save changed.
 */
export const UpdateShopRequestSchema = z
  .object({
    ...shopFields(SHOP_MESSAGES.fillAll),
    agentId: z.uuid({ error: SHOP_MESSAGES.fillAll }).optional(),
    expectedUpdatedAt: IsoTimeSchema.optional(),
  })
  .strict();
export type UpdateShopRequest = z.infer<typeof UpdateShopRequestSchema>;

export const ShopPersonSchema = z.object({
  id: IdSchema,
  /** The spec's clients read `agent.userId`. */
  userId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ShopPerson = z.infer<typeof ShopPersonSchema>;

/**
 * A shop's cashier. One who was deactivated (left) stays named here until a new cashier takes the
 * seat, so `isActive: false` tells staff the seat is in fact free.
 */
export const ShopCashierSchema = ShopPersonSchema.extend({ isActive: z.boolean() });
export type ShopCashier = z.infer<typeof ShopCashierSchema>;

export const ShopSchema = z.object({
  id: IdSchema,
  name: z.string(),
  country: z.string(),
  city: z.string(),
  woreda: z.string(),
  location: z.string(),
  agentId: IdSchema,
  agent: ShopPersonSchema,
  cashierId: IdSchema.nullable(),
  cashier: ShopCashierSchema.nullable(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopListSchema = z.object({ items: z.array(ShopSchema) });
export type ShopList = z.infer<typeof ShopListSchema>;

export const AssignCashierRequestSchema = z
  .object({
    cashierId: z.uuid({ error: SHOP_MESSAGES.selectCashier }),
    shopId: z.uuid({ error: SHOP_MESSAGES.selectShop }),
  })
  .strict();
export type AssignCashierRequest = z.infer<typeof AssignCashierRequestSchema>;

export const ShopMessageSchema = z.object({ message: z.string(), shop: ShopSchema });
export type ShopMessage = z.infer<typeof ShopMessageSchema>;

/** The agent's Create New Shop modal. */
export const AgentShopFormSchema = z.object(shopFields(SHOP_MESSAGES.fillAll));
export type AgentShopForm = z.infer<typeof AgentShopFormSchema>;

/** The super agent's Create New Shop dialog: the agent too, all with one message. */
export const SuperAgentShopFormSchema = z.object({
  ...shopFields(SHOP_MESSAGES.allFieldsRequired),
  agentId: z.uuid({ error: SHOP_MESSAGES.allFieldsRequired }),
});
export type SuperAgentShopForm = z.infer<typeof SuperAgentShopFormSchema>;

/** The admin's Add Shop modal. */
export const AdminShopFormSchema = z.object({
  ...shopFields(SHOP_MESSAGES.fillAll),
  agentId: z.uuid({ error: SHOP_MESSAGES.fillAll }),
});
export type AdminShopForm = z.infer<typeof AdminShopFormSchema>;

/** The Assign Shop modal. */
export const AssignShopFormSchema = z.object({ shopId: z.uuid({ error: SHOP_MESSAGES.selectShop }) });
export type AssignShopForm = z.infer<typeof AssignShopFormSchema>;
