import { Button, List, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthCard } from './-components/AuthCard';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AuthCard subtitle="Forgot password?">
      <Stack gap="md">
        <Text>Passwords are not reset by e-mail. Ask your superior in the network:</Text>
        <List spacing="xs" size="sm">
          <List.Item>a cashier asks their agent;</List.Item>
          <List.Item>an agent asks their super agent;</List.Item>
          <List.Item>a super agent asks the administrator.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          The administrator sets a new password and your superior passes it on to you. After signing in, you
          can change it on your profile page.
        </Text>
        <Button component={Link} to="/" variant="light">
          Back to login
        </Button>
      </Stack>
    </AuthCard>
  );
}
