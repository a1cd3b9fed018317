import { describe, expect, it } from 'vitest';
import { operationId } from './operation-id';

describe('operationId', () => {
  it('names an operation after its method, resource and parameters', () => {
    expect(operationId('GET', '/api/Shop')).toBe('getShop');
    expect(operationId('POST', '/api/Shop')).toBe('createShop');
    expect(operationId('GET', '/api/Shop/:id')).toBe('getShopById');
    expect(operationId('PUT', '/api/Shop/{id}')).toBe('updateShopById');
    expect(operationId('DELETE', '/api/game-settings/:shopId')).toBe('deleteGameSettingsByShopId');
    expect(operationId('GET', '/api/auth/users-by-role/:role')).toBe('getAuthUsersByRoleByRole');
  });

  it('takes an action after an id, or the last word of a POST, as the verb', () => {
    expect(operationId('POST', '/api/games/:id/pause')).toBe('pauseGamesById');
    expect(operationId('POST', '/api/jackpot/:id/toggle')).toBe('toggleJackpotById');
    expect(operationId('POST', '/api/auth/login')).toBe('authLogin');
    expect(operationId('POST', '/api/Balance/top-up')).toBe('balanceTopUp');
  });
});
