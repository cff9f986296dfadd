import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router';
import { permissionsOf, useAuthUser } from '@web/lib/auth';

/**
 * A location's name, opening its page (`/locations/:id`, issue 33) for the office staff who may
 * read it; for anyone else (a Technician) the plain name, as their screens always showed it.
 */
export function LocationLink({ id, name, ...text }: { id: number; name: string } & TextProps) {
  const user = useAuthUser().data;
  if (!user || !permissionsOf(user).readOffice) {
    return (
      <Text span inherit dir="auto" {...text}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/locations/${id}`} inherit dir="auto" {...text}>
      {name}
    </Anchor>
  );
}
