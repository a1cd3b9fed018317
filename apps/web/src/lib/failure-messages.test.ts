import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  agentsFailure,
  DATA_FAILED,
  dataFailure,
  resetPasswordFailure,
  STATUS_FAILED,
  statusFailure,
  topUpFailure,
  USERS_DATA_FAILED,
} from './failure-messages';

/** What fetch throws when the server cannot be reached. */
const unreachable = new TypeError('Failed to fetch');
const refused = (status: number, message: string) => new ApiError(status, message);

describe("the spec's failure texts", () => {
  it("top-up: 'Top-up failed: No response from server' with no answer, the server's reason otherwise", () => {
    expect(topUpFailure(unreachable)).toBe('Top-up failed: No response from server');
    expect(topUpFailure(refused(400, 'Receiver not found'))).toBe(
      'Failed to top-up balance: Receiver not found',
    );
    // A 5xx came back with a status to show: 'No response' is for a call that got nothing.
    expect(topUpFailure(refused(502, 'API request failed with status 502'))).toBe(
      'Failed to top-up balance: API request failed with status 502',
    );
  });

  it("reset password: 'Error resetting password: {message}' when no answer came, 'Failed to reset password' when refused", () => {
    expect(resetPasswordFailure(unreachable)).toBe('Error resetting password: No response from server');
    expect(resetPasswordFailure(new Error(''))).toBe('Error resetting password: Unknown error');
    expect(resetPasswordFailure(refused(404, 'User not found'))).toBe(
      'Failed to reset password: User not found',
    );
  });

  it("status: 'Failed to update user status: {message}' for a refusal with a reason, the plain text otherwise", () => {
    expect(statusFailure(refused(403, 'You cannot change an Admin'))).toBe(
      'Failed to update user status: You cannot change an Admin',
    );
    expect(statusFailure(refused(500, 'Internal Server Error'))).toBe(STATUS_FAILED);
    expect(statusFailure(unreachable)).toBe('Failed to update user status. Please try again.');
  });

  it("agents: 'Failed to fetch agents: {status}' when the server answered", () => {
    expect(agentsFailure(refused(503, 'Service unavailable'))).toBe('Failed to fetch agents: 503');
    expect(agentsFailure(refused(403, 'Forbidden'))).toBe('Failed to fetch agents: 403');
    expect(agentsFailure(unreachable)).toBe('Failed to load agents. Please try again later.');
  });

  it("data: 'Failed to load data. Please try again later.' when the server failed or was out of reach", () => {
    expect(dataFailure(unreachable)).toBe('Failed to load data. Please try again later.');
    expect(dataFailure(refused(502, 'Bad gateway'))).toBe(DATA_FAILED);
    expect(dataFailure(refused(422, 'Invalid user id'))).toBe('Failed to load data: Invalid user id');
  });

  it("users: 'Failed to fetch users data'", () => {
    expect(USERS_DATA_FAILED).toBe('Failed to fetch users data');
  });
});
