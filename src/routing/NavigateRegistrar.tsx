// Lends the router's navigate function to code outside React (see ./navigation).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigate } from './navigation';

export const NavigateRegistrar = () => {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);
  return null;
};
