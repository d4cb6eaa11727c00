import type { Rights } from '@pms/domain';

/**
 * Who acts and where: the employee, the company, and the property settings the rules read (its zone and
 * standard times). Built once per request by the auth hook from the same query that reads the session's
 * memberships, so no service looks the company up again (and none guesses a zone of its own).
 */
export interface PropertySettings {
  timeZone: string;
  /** The standard check-in and check-out times, 'HH:mm' in the property's zone. */
  checkInTime: string;
  checkOutTime: string;
  /** The client fields a save requires, as the company row stores them. */
  requiredFields: { name: string }[];
}

export interface Actor extends PropertySettings {
  employeeId: number;
  companyId: number;
  companyName: string;
  /**
   * The employee's role in this company, or an API key's rights (issue 34): what the route's declared
   * access allowed (http/route-permissions.ts) and what every rule asks the actor may do.
   */
  role: Rights;
  /** The API key the request was made with (employeeId is then its creator); the journal names it. */
  apiKeyId?: number;
  /** The Idempotency-Key this request claimed, if any (see WriteActor). */
  claim?: string;
}

/** A membership with its company's settings, as authRepository.liveSession reads it. */
export interface CompanyWithSettings extends PropertySettings {
  id: number;
  name: string;
  role: Rights;
}

export function actorOf(employee: { id: number }, company: CompanyWithSettings): Actor {
  return {
    employeeId: employee.id,
    companyId: company.id,
    companyName: company.name,
    timeZone: company.timeZone,
    checkInTime: company.checkInTime,
    checkOutTime: company.checkOutTime,
    requiredFields: company.requiredFields,
    role: company.role,
  };
}
