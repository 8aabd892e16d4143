// Azure DocumentDB (formerly Azure Cosmos DB for MongoDB vCore): one cluster, one shard. Its connection string, with
// the administrator's credentials, goes straight into Key Vault; it never leaves this module as an output.
param name string
param location string
param tags object
param keyVaultName string
param tier string
param storageSizeGb int
param highAvailability bool

@secure()
param administratorPassword string

var administratorName = 'agulhadas'

resource cluster 'Microsoft.DocumentDB/mongoClusters@2024-07-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    administrator: {
      userName: administratorName
      password: administratorPassword
    }
    serverVersion: '7.0'
    compute: { tier: tier }
    storage: { sizeGb: storageSizeGb }
    sharding: { shardCount: 1 }
    highAvailability: { targetMode: highAvailability ? 'ZoneRedundantPreferred' : 'Disabled' }
    publicNetworkAccess: 'Enabled'
  }
}

// 0.0.0.0 to 0.0.0.0 is the documented rule for "allow Azure services": the Functions app and the container apps
// reach the cluster from Azure's outbound addresses, which are not fixed on these plans.
resource azureServices 'Microsoft.DocumentDB/mongoClusters/firewallRules@2024-07-01' = {
  parent: cluster
  name: 'AllowAllAzureServicesAndResourcesWithinAzureIps'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '0.0.0.0'
  }
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

// The service's own connection string carries <user> and <password> placeholders.
resource uri 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'mongodb-uri'
  properties: {
    value: replace(replace(cluster.properties.connectionString, '<user>', administratorName), '<password>', uriComponent(administratorPassword))
  }
  dependsOn: [azureServices]
}

output name string = cluster.name
