import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useAuth } from './use-auth';

/**
 * A query of the logged-in customer's own data (profile, orders). A guest who opens such an address is
 * on the way to the login page (the route's guard runs after hydration) and asks for nothing: the call
 * would only be refused with 401.
 */
export function useCustomerQuery<TData, TKey extends QueryKey>(options: Omit<UseQueryOptions<TData, Error, TData, TKey>, 'enabled'>) {
  const { isLoggedIn } = useAuth();
  return useQuery({ ...options, enabled: isLoggedIn });
}
