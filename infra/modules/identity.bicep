// One user-assigned identity per deployable: it reads Key Vault (and, for the containers, pulls from the registry).
// User-assigned rather than system-assigned so the role assignments exist before the app's first revision starts.
param name string
param location string
param tags object

resource identity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: name
  location: location
  tags: tags
}

output id string = identity.id
output principalId string = identity.properties.principalId
output clientId string = identity.properties.clientId
