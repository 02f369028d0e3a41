import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigate } from '../../providers';

/** Hands react-router's navigate to the providers, so an expired session can go to /login?to=…. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate(navigate);
  }, [navigate]);
  return null;
}
